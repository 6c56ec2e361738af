RootFlags(0,)

// Shared by the shaders: pieces of root signatures, and helpers to build them.
#pragma once

#define RS_STR_(x) #x
#define RS_STR(x) RS_STR_(x)

// The build may raise it (rootsig_add_root_signature(... DEFINES MAX_TEXTURES=16)).
#ifndef MAX_TEXTURES
#define MAX_TEXTURES 8
#endif

#define RS_TEXTURES \
    "DescriptorTable(SRV(t0, numDescriptors = " RS_STR(MAX_TEXTURES) "), UAV(u0))"
#define RS_LINEAR_SAMPLER "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR)"

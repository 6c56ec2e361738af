# bash completion for rootsig(1): commands, options and their values.
# Installed as <datadir>/bash-completion/completions/rootsig, where
# bash-completion loads it on first use; `source` it to try it directly.
# Needs nothing from bash-completion itself.

_rootsig_defines()
{
    # --define NAME: the macros #defined by the HLSL files already on the line.
    local w
    for w in "${COMP_WORDS[@]:2}"; do
        case $w in
        *.hlsl | *.hlsli | *.h | *.fxh)
            [ -r "$w" ] && sed -n 's/^[[:space:]]*#[[:space:]]*define[[:space:]]\{1,\}\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' -- "$w" 2>/dev/null
            ;;
        esac
    done
}

_rootsig()
{
    local cur prev cmd opts
    COMPREPLY=()
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD - 1]}
    local commands="compile check dump splice extract strip verify dxc decompile diff"

    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands help --help --version --about" -- "$cur"))
        return 0
    fi
    cmd=${COMP_WORDS[1]}
    if [ "$cmd" = help ]; then
        [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        return 0
    fi

    # An option's value.
    case $prev in
    --version)
        COMPREPLY=($(compgen -W "1.0 1.1 1.2 lowest" -- "$cur"))
        return 0 ;;
    --format)
        COMPREPLY=($(compgen -W "text json" -- "$cur"))
        return 0 ;;
    --diagnostics-format)
        COMPREPLY=($(compgen -W "text json sarif" -- "$cur"))
        return 0 ;;
    --compat)
        COMPREPLY=($(compgen -W "llvm dxc" -- "$cur"))
        return 0 ;;
    --input)
        COMPREPLY=($(compgen -W "dsl metadata hlsl auto" -- "$cur"))
        return 0 ;;
    --emit)
        if [ "$cmd" = extract ]; then
            COMPREPLY=($(compgen -W "container part" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "container part metadata c-header dsl hlsl" -- "$cur"))
        fi
        return 0 ;;
    --embed)
        COMPREPLY=($(compgen -W "container part" -- "$cur"))
        return 0 ;;
    --define | -E)
        COMPREPLY=($(compgen -W "$(_rootsig_defines)" -- "$cur"))
        return 0 ;;
    -I)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -d -- "$cur"))
        return 0 ;;
    --entry | --subobject | --name | --text | --max-errors | -MT | -D | -U)
        return 0 ;; # free text
    -o | -MF | --rs | --shader)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
        return 0 ;;
    esac

    # Each command's options, as `rootsig COMMAND --help` lists them (tests/pkg/completion.sh).
    local diag="-Werror -Wno- --max-errors -fdiagnostics-parseable-fixits --diagnostics-format --color --help"
    local sig="--version --compat"
    local read="--input --define -E --entry --subobject -D -U -I"
    case $cmd in
    compile) opts="$sig --lossy $read --emit --name --embed --explicit -o -MD -MF -MT -MP --text $diag" ;;
    check) opts="$sig $read --shader --text $diag" ;;
    dump) opts="$sig --lossy $read --format -o --text $diag" ;;
    splice) opts="$sig --force -o $diag" ;;
    extract) opts="$sig --lossy --emit --force -o $diag" ;;
    strip) opts="--force -o $diag" ;;
    verify) opts="$sig $read --rs $diag" ;;
    decompile) opts="$sig --lossy $read --name --explicit --format -o --text $diag" ;;
    diff) opts="$sig --lossy $read --format -o $diag" ;;
    dxc)
        # DXC's spelling: one dash, values joined or separate.
        case $prev in
        -T) COMPREPLY=($(compgen -W "rootsig_1_0 rootsig_1_1 rootsig_1_2" -- "$cur")); return 0 ;;
        -E) COMPREPLY=($(compgen -W "$(_rootsig_defines)" -- "$cur")); return 0 ;;
        -Fo | -Fh | -MF | -setrootsignature)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur")); return 0 ;;
        -I) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return 0 ;;
        -Vn | -D) return 0 ;;
        esac
        opts="-T -E -Fo -Fh -Vn -D -I -WX -M -MD -MF -nologo -dumpbin -setrootsignature -extractrootsignature -Qstrip_rootsignature --force -help" ;;
    *) return 0 ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        # -Wno- takes its ID joined: no space after it.
        [ "${#COMPREPLY[@]}" -eq 1 ] && [ "${COMPREPLY[0]}" = "-Wno-" ] && compopt -o nospace 2>/dev/null
        return 0
    fi
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
    return 0
}
complete -F _rootsig rootsig

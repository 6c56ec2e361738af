/*
 * bindings.h: the binding rules (check.c): a root signature judged against
 * the resource bindings of the shaders of one pipeline, as DXC's
 * RootSignatureVerifier and the D3D12 runtime judge them (docs/bindings.md).
 * The shaders come from the shader room; the rules report through the
 * validator's element names (validate_internal.h).
 */
#ifndef RSIG_BINDINGS_H
#define RSIG_BINDINGS_H

#include "ast.h"
#include "shader.h"

/*
 * Checks every binding of every shader (RS7020 not bound, RS7021 typed
 * resource through a root descriptor, RS7022 stage denied root access) and,
 * if warn_unused, warns (RS7030) about each root-signature element that no
 * binding of the set reaches. Shaders whose stage is unknown are skipped.
 * Adds to *sum (bindings, unbound, unused, stages).
 */
void rsig_check_bindings(rootsig_ctx *ctx, const rootsig_signature *sig,
                         const rootsig_options *opt, const rsig_shader *shaders, size_t count,
                         bool warn_unused, rootsig_binding_summary *sum);

#endif

/*
 * test_schema.c: the element schema (src/model/schema.c) against itself, the
 * keyword table and the D3D12 documents. The front ends and back ends trust
 * it blindly (a field pointer is dereferenced, an operand list is walked), so
 * every row is checked here once: that each field an element lists exists in
 * the struct it is stored in, that names round-trip, and that defaults are
 * the documented values (d3d12.h, the D3D12 documentation and, for the
 * DSL's defaults, docs/dsl.md; each expected number below is written from
 * those documents, not from the table).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "schema.h"

Test(schema, every_field_an_element_names_is_stored_in_its_node)
{
    for (int k = 0; k < RSIG_K_COUNT; k++) {
        const rsig_schema *s = &rsig_schemas[k];
        if (s->node == RSIG_NODE_SIG)
            continue; /* RootFlags: the signature's own flags word */
        rsig_param p;
        rsig_range r;
        rsig_sampler x;
        void *nodes[] = {&p, &r, &x};
        void *node = nodes[s->node];
        for (unsigned i = 0; i < s->nops; i++)
            cr_expect_not_null(rsig_field_ptr(node, (rsig_node_type)s->node, (rsig_field)s->ops[i]),
                               "%s: operand %u (%s) has no slot", s->md_name, i,
                               rsig_field_name((rsig_field)s->ops[i]));
        for (int f = 0; f < RSIG_F_COUNT; f++)
            if ((s->dsl_fields >> f) & 1u)
                cr_expect_not_null(rsig_field_ptr(node, (rsig_node_type)s->node, (rsig_field)f),
                                   "%s: DSL field %s has no slot", s->md_name,
                                   rsig_field_name((rsig_field)f));
        cr_expect_eq(s->required & ~s->dsl_fields, 0u, "%s requires a field it does not take",
                     s->md_name);
    }
}

/*
 * The metadata decoder stores a root parameter's or a range's operands
 * straight into their members (src/metadata/decode.c): every operand of
 * those kinds must have a member of its node.
 */
Test(schema, parameter_and_range_operands_have_members)
{
    int with = 0;
    for (int k = 0; k < RSIG_K_COUNT; k++) {
        const rsig_schema *s = &rsig_schemas[k];
        if (s->node != RSIG_NODE_PARAM && s->node != RSIG_NODE_RANGE)
            continue;
        cr_expect_gt(s->nops, 0u, "%s has operands", s->md_name);
        for (unsigned i = 0; i < s->nops; i++)
            cr_expect_geq(rsig_fields[s->ops[i]].off[s->node], 0, "%s: operand %u", s->md_name, i);
        with++;
    }
    cr_expect_eq(with, 9, "DescriptorTable, RootConstants, three root descriptors, four ranges");
}

Test(schema, field_pointers_land_on_the_named_members)
{
    rsig_sampler x;
    memset(&x, 0, sizeof x);
    *rsig_field_ptr(&x, RSIG_NODE_SAMPLER, RSIG_F_COMPARISON) = 7;
    *rsig_field_ptr(&x, RSIG_NODE_SAMPLER, RSIG_F_REGISTER) = 3;
    cr_expect_eq(x.comparison, 7u);
    cr_expect_eq(x.reg, 3u);
    rsig_range r;
    memset(&r, 0, sizeof r);
    *rsig_field_ptr(&r, RSIG_NODE_RANGE, RSIG_F_REGISTER) = 9;
    *rsig_field_ptr(&r, RSIG_NODE_RANGE, RSIG_F_NUMDESC) = 4;
    cr_expect_eq(r.base_register, 9u);
    cr_expect_eq(r.num_descriptors, 4u);
    cr_expect_null(rsig_field_ptr(&r, RSIG_NODE_RANGE, RSIG_F_VISIBILITY)); /* a range has none */
}

Test(schema, one_numbering_with_the_ast)
{
    /* D3D12_ROOT_PARAMETER_TYPE and D3D12_DESCRIPTOR_RANGE_TYPE values (d3d12.h). */
    cr_expect_eq(rsig_param_kind(RSIG_PARAM_TABLE), RSIG_K_TABLE);
    cr_expect_eq(rsig_param_kind(RSIG_PARAM_UAV), RSIG_K_ROOT_UAV);
    cr_expect_eq(rsig_range_kind(RSIG_RANGE_SRV), RSIG_K_RANGE_SRV);
    cr_expect_eq(rsig_range_kind(RSIG_RANGE_SAMPLER), RSIG_K_RANGE_SAMPLER);
    for (int t = 0; t <= RSIG_PARAM_UAV; t++)
        cr_expect_eq(rsig_schemas[t].node, RSIG_NODE_PARAM);
    for (int t = 0; t <= RSIG_RANGE_SAMPLER; t++) {
        const rsig_schema *s = &rsig_schemas[rsig_range_kind((rsig_range_type)t)];
        cr_expect_eq(s->node, RSIG_NODE_RANGE);
        cr_expect_eq(s->reg_class, t, "a range binds registers of its own type");
    }
}

Test(schema, keywords_and_nesting)
{
    /* Every element keyword names a kind that says it is spelled by it. */
    for (size_t i = 0; i < rsig_keyword_count; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls != RSIG_KW_ELEMENT)
            continue;
        cr_assert_lt(k->value, (uint32_t)RSIG_K_COUNT);
        cr_expect_eq(rsig_schemas[k->value].keyword, k->value, "%s", k->name);
    }
    /* Inside a table, CBV/SRV/UAV/Sampler mean ranges of the same register class. */
    const rsig_kind roots[] = {RSIG_K_ROOT_CBV, RSIG_K_ROOT_SRV, RSIG_K_ROOT_UAV,
                               RSIG_K_RANGE_SAMPLER};
    const char letters[] = {'b', 't', 'u', 's'};
    for (int i = 0; i < 4; i++) {
        rsig_kind in = (rsig_kind)rsig_schemas[roots[i]].in_table;
        cr_assert_neq(in, RSIG_K_NONE);
        cr_expect_eq(rsig_schemas[in].node, RSIG_NODE_RANGE);
        cr_expect_eq(rsig_class_letter(rsig_kind_class(in)), letters[i]);
        cr_expect_eq(rsig_class_letter(rsig_kind_class(roots[i])), letters[i]);
        cr_expect_str_eq(rsig_kind_keyword(in), rsig_kind_keyword(roots[i]));
    }
    cr_expect_eq(rsig_schemas[RSIG_K_ROOT_CONSTANTS].in_table, RSIG_K_NONE);
    cr_expect_eq(rsig_class_letter(rsig_kind_class(RSIG_K_ROOT_CONSTANTS)), 'b');
    cr_expect_str_eq(rsig_field_name(RSIG_F_REGISTER), "register");
    cr_expect_str_eq(rsig_field_name(RSIG_F_COMPARISON), "comparisonFunc");
}

Test(schema, metadata_names_round_trip)
{
    static const char *const names[] = {"DescriptorTable", "RootConstants", "RootCBV", "RootSRV",
                                        "RootUAV", "SRV", "UAV", "CBV", "Sampler",
                                        "StaticSampler", "RootFlags"};
    for (int k = 0; k < RSIG_K_COUNT; k++) {
        cr_expect_str_eq(rsig_schemas[k].md_name, names[k]);
        cr_expect_eq(rsig_schemas[k].md_len, strlen(names[k]));
        cr_expect_eq(rsig_kind_by_md_name(names[k], strlen(names[k]), false), (rsig_kind)k);
    }
    /* Case-sensitive unless asked (LLVM's RootSignatureMetadata.cpp compares
     * element names exactly). */
    cr_expect_eq(rsig_kind_by_md_name("rootcbv", 7, false), RSIG_K_NONE);
    cr_expect_eq(rsig_kind_by_md_name("rootcbv", 7, true), RSIG_K_ROOT_CBV);
    cr_expect_eq(rsig_kind_by_md_name("RootCB", 6, false), RSIG_K_NONE);
    cr_expect_eq(rsig_kind_by_md_name("", 0, true), RSIG_K_NONE);
}

/*
 * The exact lookup goes by a hash of three bytes: strings near every name
 * (each byte changed, cut, lengthened, case changed) must find a kind only
 * when they spell its name, as comparing with every name would say.
 */
static rsig_kind by_comparing(const char *s, size_t len)
{
    for (int k = 0; k < RSIG_K_COUNT; k++)
        if (rsig_schemas[k].md_len == len && memcmp(rsig_schemas[k].md_name, s, len) == 0)
            return (rsig_kind)k;
    return RSIG_K_NONE;
}

Test(schema, metadata_names_near_misses)
{
    static const char subst[] = "aAzZ0 \"_\x80";
    unsigned tried = 0;
    for (int k = 0; k < RSIG_K_COUNT; k++) {
        const char *name = rsig_schemas[k].md_name;
        size_t len = rsig_schemas[k].md_len;
        char buf[32];
        for (size_t cut = 0; cut <= len + 1; cut++) { /* prefixes, and one byte more */
            memcpy(buf, name, len);
            buf[len] = 'x';
            cr_expect_eq(rsig_kind_by_md_name(buf, cut, false), by_comparing(buf, cut), "%s/%zu",
                         name, cut);
            tried++;
        }
        for (size_t i = 0; i < len; i++) {
            for (size_t j = 0; j < sizeof subst - 1; j++) {
                memcpy(buf, name, len);
                buf[i] = subst[j];
                cr_expect_eq(rsig_kind_by_md_name(buf, len, false), by_comparing(buf, len));
                tried++;
            }
            memcpy(buf, name, len); /* the byte's other case */
            buf[i] = (char)(buf[i] ^ 0x20);
            cr_expect_eq(rsig_kind_by_md_name(buf, len, false), RSIG_K_NONE);
            cr_expect_eq(rsig_kind_by_md_name(buf, len, true), (rsig_kind)k);
        }
    }
    cr_expect_gt(tried, 800);
}

Test(schema, metadata_operand_order)
{
    /* The operand lists of LLVM's RootSignatures.rst, written out. */
    char buf[256];
    cr_expect_str_eq(rsig_md_operand_list(RSIG_K_ROOT_CBV, buf, sizeof buf),
                     "visibility, register, space, flags");
    cr_expect_str_eq(rsig_md_operand_list(RSIG_K_ROOT_CONSTANTS, buf, sizeof buf),
                     "visibility, register, space, num32BitConstants");
    cr_expect_str_eq(rsig_md_operand_list(RSIG_K_RANGE_UAV, buf, sizeof buf),
                     "numDescriptors, register, space, offset, flags");
    cr_expect_str_eq(rsig_md_operand_list(RSIG_K_TABLE, buf, sizeof buf),
                     "visibility, then the range nodes");
    cr_expect_str_eq(rsig_md_operand_list(RSIG_K_STATIC_SAMPLER, buf, sizeof buf),
                     "filter, addressU, addressV, addressW, mipLODBias, maxAnisotropy, "
                     "comparisonFunc, borderColor, minLOD, maxLOD, register, space, visibility, "
                     "flags");
}

Test(schema, defaults_are_the_documented_ones)
{
    /* D3D12_STATIC_SAMPLER_DESC defaults of the DSL (DXC's parser, LLVM's HLSLRootSignature.h). */
    const rsig_sampler *s = &rsig_sampler_default_values;
    cr_expect_eq(s->filter, 0x55u);       /* FILTER_ANISOTROPIC */
    cr_expect_eq(s->address_u, 1u);       /* TEXTURE_ADDRESS_WRAP */
    cr_expect_eq(s->address_w, 1u);
    cr_expect_eq(s->mip_lod_bias, 0u);    /* 0.0f */
    cr_expect_eq(s->max_anisotropy, 16u);
    cr_expect_eq(s->comparison, 4u);      /* COMPARISON_LESS_EQUAL */
    cr_expect_eq(s->border_color, 2u);    /* OPAQUE_WHITE */
    cr_expect_eq(s->min_lod, 0u);
    cr_expect_eq(s->max_lod, 0x7F7FFFFFu); /* FLT_MAX */
    cr_expect_eq(rsig_range_defaults.num_descriptors, 1u);
    cr_expect_eq(rsig_range_defaults.offset, 0xFFFFFFFFu); /* OFFSET_APPEND */
    /* Flags 1.0 implies (DATA_VOLATILE 2; ranges DESCRIPTORS_VOLATILE 1 | DATA_VOLATILE 2). */
    cr_expect_eq(rsig_default_param_flags(ROOTSIG_VERSION_1_0, RSIG_PARAM_CBV, ROOTSIG_COMPAT_LLVM), 2u);
    cr_expect_eq(rsig_default_range_flags(ROOTSIG_VERSION_1_0, RSIG_RANGE_SRV, ROOTSIG_COMPAT_DXC), 3u);
    cr_expect_eq(rsig_default_range_flags(ROOTSIG_VERSION_1_0, RSIG_RANGE_SAMPLER, ROOTSIG_COMPAT_LLVM), 1u);
    /* clang's explicit 1.1 defaults: CBV/SRV 4, UAV 2, Sampler ranges 0; DXC writes 0. */
    cr_expect_eq(rsig_default_param_flags(ROOTSIG_VERSION_1_1, RSIG_PARAM_SRV, ROOTSIG_COMPAT_LLVM), 4u);
    cr_expect_eq(rsig_default_param_flags(ROOTSIG_VERSION_1_2, RSIG_PARAM_UAV, ROOTSIG_COMPAT_LLVM), 2u);
    cr_expect_eq(rsig_default_range_flags(ROOTSIG_VERSION_1_1, RSIG_RANGE_CBV, ROOTSIG_COMPAT_LLVM), 4u);
    cr_expect_eq(rsig_default_range_flags(ROOTSIG_VERSION_1_1, RSIG_RANGE_UAV, ROOTSIG_COMPAT_LLVM), 2u);
    cr_expect_eq(rsig_default_range_flags(ROOTSIG_VERSION_1_1, RSIG_RANGE_SAMPLER, ROOTSIG_COMPAT_LLVM), 0u);
    cr_expect_eq(rsig_default_range_flags(ROOTSIG_VERSION_1_1, RSIG_RANGE_SRV, ROOTSIG_COMPAT_DXC), 0u);
    cr_expect_eq(rsig_default_param_flags(ROOTSIG_VERSION_1_1, RSIG_PARAM_CBV, ROOTSIG_COMPAT_DXC), 0u);
}

Test(schema, enum_texts_come_from_the_keyword_table)
{
    char buf[256];
    /* COMPARISON_NONE (0) is a value DXC and D3D12 accept
     * (D3D12_COMPARISON_FUNC_NONE in d3d12.h). */
    cr_expect_str_eq(rsig_enum_range_text(RSIG_F_COMPARISON, buf, sizeof buf),
                     "0 (COMPARISON_NONE) to 8 (COMPARISON_ALWAYS)");
    cr_expect_str_eq(rsig_enum_range_text(RSIG_F_VISIBILITY, buf, sizeof buf),
                     "0 (SHADER_VISIBILITY_ALL) to 7 (SHADER_VISIBILITY_MESH)");
    /* The MIRRORONCE alias is not listed twice. */
    cr_expect_str_eq(rsig_enum_range_text(RSIG_F_ADDRESS_V, buf, sizeof buf),
                     "1 (TEXTURE_ADDRESS_WRAP) to 5 (TEXTURE_ADDRESS_MIRROR_ONCE)");
    /* Filters are sparse: the type and the default stand for the list. */
    cr_expect_str_eq(rsig_enum_range_text(RSIG_F_FILTER, buf, sizeof buf),
                     "a D3D12_FILTER value such as 85 (FILTER_ANISOTROPIC)");
    cr_expect_str_eq(rsig_enum_values_text(RSIG_KW_ADDRESS, true, buf, sizeof buf),
                     "1 WRAP, 2 MIRROR, 3 CLAMP, 4 BORDER, 5 MIRROR_ONCE");
    cr_expect_str_eq(rsig_enum_values_text(RSIG_KW_BORDER, false, buf, sizeof buf),
                     "0 TRANSPARENT_BLACK to 4 OPAQUE_WHITE_UINT");
    cr_expect_str_eq(rsig_kw_flag_names(RSIG_KW_RANGE_FLAG, 0x10009, "", buf, sizeof buf),
                     "DESCRIPTORS_VOLATILE | DATA_STATIC | "
                     "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS");
    cr_expect_str_eq(rsig_kw_flag_names(RSIG_KW_SAMPLER_FLAG, 0x6, "unknown ", buf, sizeof buf),
                     "NON_NORMALIZED_COORDINATES | unknown 0x4");
    cr_expect_str_eq(rsig_kw_flag_names(RSIG_KW_ROOT_FLAG, 0, "", buf, sizeof buf), "0");
    /* The shared prefix is cut back to a '_': DESCRIPTORS_/DATA_ share only "D". */
    cr_expect_str_eq(rsig_enum_values_text(RSIG_KW_DESC_FLAG, true, buf, sizeof buf),
                     "2 VOLATILE, 4 STATIC_WHILE_SET_AT_EXECUTE, 8 STATIC");
    cr_expect_str_eq(rsig_enum_values_text(RSIG_KW_RANGE_FLAG, false, buf, sizeof buf),
                     "1 DESCRIPTORS_VOLATILE to 65536 DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS");
    /* A field with no names has no range to give. */
    cr_expect_str_eq(rsig_enum_range_text(RSIG_F_SPACE, buf, sizeof buf), "a keyword");
    /* A short buffer is cut, never overrun. */
    char tiny[8];
    cr_expect_str_eq(rsig_enum_values_text(RSIG_KW_VISIBILITY, true, tiny, sizeof tiny), "0 ALL");
    rsig_md_operand_list(RSIG_K_STATIC_SAMPLER, tiny, sizeof tiny);
    cr_expect_str_eq(tiny, "filter");
}

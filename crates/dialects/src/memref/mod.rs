//! The `memref` dialect: buffers and their accesses — allocation (`alloc`, `alloca`,
//! `dealloc`, `alloca_scope`), access (`load`, `store`, `copy`), shape queries (`dim`,
//! `rank`), casts (`cast`, `memory_space_cast`), globals (`global`, `get_global`) and
//! `assume_alignment`, `distinct_objects`, `extract_aligned_pointer_as_index`, atomics
//! (`atomic_rmw`, `generic_atomic_rmw`), `prefetch`, `realloc`, `reshape`, `dma_start`,
//! `dma_wait`, and the
//! views `subview`, `reinterpret_cast`, `extract_strided_metadata`, `view`, `transpose`,
//! `expand_shape` and `collapse_shape`.
//!
//! `expand_shape` and `collapse_shape` check the result type only for sources with the
//! identity layout.

pub mod canonicalize;
mod checks;
mod syntax;

use mlir_ir::{Context, Type, TypeKind};
use mlir_ods::constraint::{self as c, AttrConstraint, AttrSyntax, TypeConstraint};
use mlir_ods::interfaces::{Effect, EffectKind};
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

pub(crate) fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

pub(crate) fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

/// `AnyMemRef`: a ranked memref.
fn memref() -> TypeConstraint {
    TypeConstraint::new("AnyMemRef", "memref of any non-token type values", is_ranked_memref).class("builtin.memref", is_ranked_memref)
}

/// `AnyRankedOrUnrankedMemRef`.
fn any_memref() -> TypeConstraint {
    // Its class (`BaseMemRefType`) has no name: a wrong kind gets the short parse error.
    TypeConstraint::new("AnyRankedOrUnrankedMemRef", "ranked or unranked memref of any non-token type values", is_any_memref)
        .class("", is_any_memref)
}

/// `AnyNon0RankedOrUnrankedMemRef`.
fn non0_memref() -> TypeConstraint {
    TypeConstraint::new(
        "AnyNon0RankedOrUnrankedMemRef",
        "unranked.memref of any non-token type values or non-0-ranked.memref of any non-token type values",
        |ctx, t| match ctx.type_kind(t) {
            TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::MemRef { shape, .. } => !shape.is_empty(),
            _ => false,
        },
    )
}

/// `AnyStaticShapeMemRef`.
fn static_memref() -> TypeConstraint {
    TypeConstraint::new("AnyStaticShapeMemRef", "statically shaped memref of any non-token type values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|d| *d != mlir_ir::DYNAMIC))
    })
    .class("builtin.memref", is_ranked_memref)
}

fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: mlir_ir::Signedness::Signless, .. } | TypeKind::Float(_))
}

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
fn int_or_float() -> TypeConstraint {
    TypeConstraint::new("AnyTypeOf", "signless integer or floating-point", is_int_or_float)
}

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
fn int_or_float_memref() -> TypeConstraint {
    TypeConstraint::new("MemRefOf", "memref of signless integer or floating-point values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { elem, .. } if is_int_or_float(ctx, *elem))
    })
    .class("builtin.memref", is_ranked_memref)
}

/// `MemRefRankOf<[AnyType], [1]>`.
fn memref_1d() -> TypeConstraint {
    TypeConstraint::new("MemRefRankOf", "1D memref of any non-token type values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.len() == 1)
    })
    .class("builtin.memref", is_ranked_memref)
}

/// `IndexListArrayAttr`: an array of arrays of `i64` integers.
fn index_list_array_attr() -> AttrConstraint {
    AttrConstraint::new("IndexListArrayAttr", "Array of 64-bit integer array attributes", AttrSyntax::Full, |ctx, a| {
        let i64t = ctx.integer_type(64, mlir_ir::Signedness::Signless);
        match ctx.attr_kind(a) {
            mlir_ir::AttrKind::Array(groups) => groups.iter().all(|g| match ctx.attr_kind(*g) {
                mlir_ir::AttrKind::Array(items) => {
                    items.iter().all(|i| matches!(ctx.attr_kind(*i), mlir_ir::AttrKind::Integer { ty, .. } if *ty == i64t))
                }
                _ => false,
            }),
            _ => false,
        }
    })
}

/// `AffineMapAttr`.
fn affine_map_attr() -> AttrConstraint {
    AttrConstraint::new("AffineMapAttr", "AffineMap attribute", AttrSyntax::Full, |ctx, a| {
        matches!(ctx.attr_kind(a), mlir_ir::AttrKind::AffineMap(_))
    })
}

/// `MemRefRankOf<[I8], [1]>`.
fn i8_memref_1d() -> TypeConstraint {
    TypeConstraint::new("MemRefRankOf", "1D memref of 8-bit signless integer values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { shape, elem, .. } if shape.len() == 1
            && matches!(ctx.type_kind(*elem), TypeKind::Integer { width: 8, signedness: mlir_ir::Signedness::Signless }))
    })
    .class("builtin.memref", is_ranked_memref)
}

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
fn index_like_memref_1d() -> TypeConstraint {
    TypeConstraint::new("MemRefRankOf", "1D memref of signless integer or index values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { shape, elem, .. } if shape.len() == 1
            && matches!(ctx.type_kind(*elem), TypeKind::Index | TypeKind::Integer { signedness: mlir_ir::Signedness::Signless, .. }))
    })
    .class("builtin.memref", is_ranked_memref)
}

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
fn locality_attr() -> AttrConstraint {
    AttrConstraint::new(
        "ConfinedAttr",
        "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
        AttrSyntax::WithoutType(|ctx| ctx.integer_type(32, mlir_ir::Signedness::Signless)),
        |ctx, a| {
            c::i32_attr().check(ctx, a)
                && matches!(ctx.attr_kind(a), mlir_ir::AttrKind::Integer { value, .. } if value.as_i64().is_some_and(|v| (0..=3).contains(&v)))
        },
    )
}

fn is_strided(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef { layout: Some(l), .. } => matches!(
            ctx.attr_kind(*l),
            mlir_ir::AttrKind::StridedLayout { .. }
        ) || matches!(ctx.attr_kind(*l), mlir_ir::AttrKind::AffineMap(m) if mlir_ir::affine_ops::is_identity(m)),
        _ => false,
    }
}

/// `AnyStridedMemRef`.
fn strided_memref() -> TypeConstraint {
    TypeConstraint::new("AnyStridedMemRef", "strided memref of any non-token type values", is_strided).class("builtin.memref", is_ranked_memref)
}

/// `AnyStridedMemRefOfRank<0>`.
fn strided_memref_rank0() -> TypeConstraint {
    TypeConstraint::new("AnyStridedMemRefOfRank", "strided memref of any non-token type values of rank 0", |ctx, t| {
        is_strided(ctx, t) && matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.is_empty())
    })
    .class("builtin.memref", is_ranked_memref)
}

/// `IntValidAlignment<I64Attr>`.
fn alignment_attr() -> AttrConstraint {
    AttrConstraint::new(
        "IntValidAlignment",
        "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        AttrSyntax::WithoutType(|ctx| ctx.integer_type(64, mlir_ir::Signedness::Signless)),
        |ctx, a| {
            c::i64_attr().check(ctx, a)
                && matches!(ctx.attr_kind(a), mlir_ir::AttrKind::Integer { value, .. } if value.as_i64().is_some_and(|v| v > 0 && (v as u64).is_power_of_two()))
        },
    )
}

/// `ConfinedAttr<I32Attr, [IntPositive]>`.
fn positive_i32_attr() -> AttrConstraint {
    AttrConstraint::new(
        "ConfinedAttr",
        "32-bit signless integer attribute whose value is positive",
        AttrSyntax::WithoutType(|ctx| ctx.integer_type(32, mlir_ir::Signedness::Signless)),
        |ctx, a| {
            c::i32_attr().check(ctx, a)
                && matches!(ctx.attr_kind(a), mlir_ir::AttrKind::Integer { value, .. } if value.as_i64().is_some_and(|v| v > 0))
        },
    )
}

/// `MemRefTypeAttr`: a type attribute holding a memref type.
fn memref_type_attr() -> AttrConstraint {
    AttrConstraint::new("MemRefTypeAttr", "memref type attribute", AttrSyntax::Type, |ctx, a| {
        matches!(ctx.attr_kind(a), mlir_ir::AttrKind::Type(t) if is_ranked_memref(ctx, *t))
    })
}

fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    ctx.type_kind(t).element_type()
}

fn free_memref(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Vec<Effect> {
    vec![Effect { kind: EffectKind::Free, value: Some(ir.operand(op, 0)) }]
}

fn read_write_memref(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Vec<Effect> {
    let i = if ir.name_str(op) == "memref.atomic_rmw" { 1 } else { 0 };
    let m = ir.operand(op, i);
    vec![Effect { kind: EffectKind::Read, value: Some(m) }, Effect { kind: EffectKind::Write, value: Some(m) }]
}

fn write_first(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Vec<Effect> {
    vec![Effect { kind: EffectKind::Write, value: Some(ir.operand(op, 0)) }]
}

fn realloc_effects(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Vec<Effect> {
    vec![
        Effect { kind: EffectKind::Free, value: Some(ir.operand(op, 0)) },
        Effect { kind: EffectKind::Allocate, value: Some(ir.result(op, 0)) },
    ]
}

fn read_memref(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Vec<Effect> {
    vec![Effect { kind: EffectKind::Read, value: Some(ir.operand(op, 0)) }]
}

fn write_memref(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Vec<Effect> {
    vec![Effect { kind: EffectKind::Write, value: Some(ir.operand(op, 1)) }]
}

fn alloc_like(name: &str, scope_resource: bool) -> OpDef {
    OpDef::new(name)
        .variadic_operand("dynamicSizes", c::index())
        .variadic_operand("symbolOperands", c::index())
        .optional_attr("alignment", alignment_attr())
        .result("memref", memref())
        .traits([Trait::AttrSizedOperandSegments])
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? (`alignment` `=` $alignment^)? attr-dict `:` type($memref)")
        .result_names(checks::name_by_op)
        .memory_effects(|ir, op| vec![Effect { kind: EffectKind::Allocate, value: Some(ir.result(op, 0)) }])
        .verifier(if scope_resource { checks::alloca } else { checks::alloc_like })
}

pub fn dialect() -> DialectDef {
    syntax::register_directives();
    let mut d = DialectDef::new("memref");
    let renames = [("atomic_rmw", "AtomicRMWOp"), ("generic_atomic_rmw", "GenericAtomicRMWOp"), ("subview", "SubViewOp")];
    d.dependencies.extend(["arith".to_string(), "ub".to_string()]);
    let ops = &mut d.ops;
    ops.push(alloc_like("memref.alloc", false));
    ops.push(alloc_like("memref.alloca", true));
    ops.push(
        OpDef::new("memref.alloca_scope")
            .variadic_result("results", c::any_type())
            .sized_region("bodyRegion")
            .traits([
                Trait::AutomaticAllocationScope,
                Trait::SingleBlockImplicitTerminator("memref.alloca_scope.return".into()),
                Trait::RecursiveMemoryEffects,
                Trait::NoRegionArguments,
            ])
            .interfaces([Interface::RegionBranchOpInterface])
            .custom_syntax(syntax::parse_alloca_scope, syntax::print_alloca_scope)
            .region_verifier(|ir, op| crate::scf::branch::verify_yields_to_results(ir, op, "memref.alloca_scope.return")),
    );
    ops.push(
        OpDef::new("memref.alloca_scope.return")
            .variadic_operand("results", c::any_type())
            .traits([
                Trait::HasParent(vec!["memref.alloca_scope".into()]),
                Trait::Pure,
                Trait::ReturnLike,
                Trait::Terminator,
            ])
            .interfaces([Interface::RegionBranchTerminatorOpInterface])
            .format("attr-dict ($results^ `:` type($results))?"),
    );
    ops.push(
        OpDef::new("memref.assume_alignment")
            .operand("memref", memref())
            .attr("alignment", positive_i32_attr())
            .result("result", memref())
            .traits([Trait::Pure, Trait::SameOperandsAndResultType])
            .format("$memref `,` $alignment attr-dict `:` type($memref)")
            .result_names(checks::name_by_op)
            .verifier(checks::assume_alignment)
            .folder(checks::fold_assume_alignment),
    );
    ops.push(
        OpDef::new("memref.atomic_rmw")
            .attr("kind", crate::arith::atomic_rmw_kind().int_attr_constraint("AtomicRMWKindAttr"))
            .operand("value", int_or_float())
            .operand("memref", int_or_float_memref())
            .variadic_operand("indices", c::index())
            .result("result", int_or_float())
            .traits([
                Trait::AllTypesMatch(vec!["value".into(), "result".into()]),
                Trait::TypesMatchWith {
                    from: "memref".into(),
                    to: "value".into(),
                    summary: "value type matches element type of memref".into(),
                    transform: element_type,
                },
            ])
            .memory_effects(read_write_memref)
            .format("$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)")
            .in_place_folder(checks::fold_cast_operands_but_value)
            .verifier(checks::atomic_rmw),
    );
    ops.push(
        OpDef::new("memref.atomic_yield")
            .operand("result", c::any_type())
            .traits([
                Trait::HasParent(vec!["memref.generic_atomic_rmw".into()]),
                Trait::Pure,
                Trait::Terminator,
                Trait::ReturnLike,
            ])
            .format("$result attr-dict `:` type($result)")
            .verifier(checks::atomic_yield),
    );
    ops.push(
        OpDef::new("memref.cast")
            .operand("source", any_memref())
            .result("dest", any_memref())
            // (Upstream's `SameOperandsAndResultShape` runs after the cast-compatibility check,
            // which already covers it.)
            .traits([Trait::Pure])
            .interfaces([Interface::CastOpInterface])
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .result_names(checks::name_by_op)
            .verifier(checks::cast)
            .folder(checks::fold_identity_cast),
    );
    ops.push(
        OpDef::new("memref.collapse_shape")
            .operand("src", strided_memref())
            .attr("reassociation", index_list_array_attr())
            .result("result", strided_memref())
            .traits([Trait::Pure])
            .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
            .result_names(checks::name_by_op)
            .verifier(checks::collapse_shape),
    );
    ops.push(
        OpDef::new("memref.copy")
            .operand("source", any_memref())
            .operand("target", any_memref())
            // Upstream's `SameOperandsElementType` and `SameOperandsShape` traits.
            .verifier(checks::copy)
            .memory_effects(|ir, op| {
                vec![
                    Effect { kind: EffectKind::Read, value: Some(ir.operand(op, 0)) },
                    Effect { kind: EffectKind::Write, value: Some(ir.operand(op, 1)) },
                ]
            })
            .format("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
    );
    ops.push(
        OpDef::new("memref.dealloc")
            .operand("memref", any_memref())
            .memory_effects(free_memref)
            .in_place_folder(checks::fold_cast_operands)
            .format("$memref attr-dict `:` type($memref)"),
    );
    ops.push(
        OpDef::new("memref.dma_start")
            .variadic_operand("operands", c::any_type())
            .memory_effects(checks::dma_start_effects)
            .custom_syntax(syntax::parse_dma_start, syntax::print_dma_start)
            .in_place_folder(checks::fold_cast_operands)
            .verifier(checks::dma_start),
    );
    ops.push(
        OpDef::new("memref.dma_wait")
            .operand("tagMemRef", memref())
            .variadic_operand("tagIndices", c::index())
            .operand("numElements", c::index())
            // (Waiting is an effect of its own: no memory-effect interface, as the reference
            // keeps unused waits.)
            .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
            .in_place_folder(checks::fold_cast_operands)
            .verifier(checks::dma_wait),
    );
    ops.push(
        OpDef::new("memref.dim")
            .operand("source", non0_memref())
            .operand("index", c::index())
            .result("result", c::index())
            .traits([Trait::NoMemoryEffect])
            .format("attr-dict $source `,` $index `:` type($source)")
            .result_names(checks::name_by_op)
            .folder(checks::fold_dim),
    );
    ops.push(
        OpDef::new("memref.distinct_objects")
            .variadic_operand("operands", memref())
            .variadic_result("results", memref())
            .traits([Trait::Pure])
            .interfaces([Interface::InferTypeOpInterface])
            .infer(|_, operand_types, _| Some(operand_types.to_vec()))
            .format("$operands attr-dict `:` type($operands)")
            .verifier(checks::distinct_objects),
    );
    ops.push(
        OpDef::new("memref.expand_shape")
            .operand("src", strided_memref())
            .attr("reassociation", index_list_array_attr())
            .variadic_operand("output_shape", c::index())
            .attr("static_output_shape", c::dense_i64_array_attr())
            .result("result", strided_memref())
            .traits([Trait::Pure])
            .format(
                "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` \
                 type($src) `into` type($result)",
            )
            .result_names(checks::name_by_op)
            .verifier(checks::expand_shape),
    );
    ops.push(
        OpDef::new("memref.extract_aligned_pointer_as_index")
            .operand("source", any_memref())
            .result("aligned_pointer", c::index())
            .traits([Trait::Pure])
            .format("$source `:` type($source) `->` type(results) attr-dict")
            .result_names(checks::name_by_op),
    );
    ops.push(
        OpDef::new("memref.generic_atomic_rmw")
            .operand("memref", int_or_float_memref())
            .variadic_operand("indices", c::index())
            .result("result", int_or_float())
            .region("atomic_body")
            .traits([
                Trait::SingleBlockImplicitTerminator("memref.atomic_yield".into()),
                Trait::TypesMatchWith {
                    from: "memref".into(),
                    to: "result".into(),
                    summary: "result type matches element type of memref".into(),
                    transform: element_type,
                },
            ])
            .memory_effects(read_write_memref)
            .custom_syntax(syntax::parse_generic_atomic_rmw, syntax::print_generic_atomic_rmw)
            .verifier(checks::generic_atomic_rmw),
    );
    ops.push(
        OpDef::new("memref.extract_strided_metadata")
            .operand("source", strided_memref())
            .result("base_buffer", strided_memref_rank0())
            .result("offset", c::index())
            .variadic_result("sizes", c::index())
            .variadic_result("strides", c::index())
            .traits([Trait::Pure, Trait::SameVariadicResultSize])
            .interfaces([Interface::InferTypeOpInterface])
            .infer(checks::infer_metadata)
            .format("$source `:` type($source) `->` type(results) attr-dict")
            .result_names(checks::metadata_names),
    );
    ops.push(
        OpDef::new("memref.get_global")
            .attr("name", c::flat_symbol_ref_attr())
            .result("result", static_memref())
            .traits([Trait::Pure])
            .format("$name `:` type($result) attr-dict")
            .symbol_verifier(checks::get_global_symbols),
    );
    ops.push(
        OpDef::new("memref.global")
            .attr("sym_name", c::symbol_name_attr())
            .optional_attr("sym_visibility", c::str_attr())
            .attr("type", memref_type_attr())
            .optional_attr("initial_value", c::any_attr())
            .optional_attr("constant", c::unit_attr())
            .optional_attr("alignment", alignment_attr())
            .traits([Trait::Symbol])
            .format(
                "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` \
                 custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) (`alignment` `=` $alignment^)? attr-dict",
            )
            .verifier(checks::global),
    );
    ops.push(
        OpDef::new("memref.load")
            .operand("memref", memref())
            .variadic_operand("indices", c::index())
            .default_optional_attr("nontemporal", c::bool_attr(), "false", |ctx| ctx.bool_attr(false))
            .optional_attr("alignment", alignment_attr())
            .default_optional_attr("invariant", c::bool_attr(), "false", |ctx| ctx.bool_attr(false))
            .result("result", c::any_type())
            .traits([Trait::TypesMatchWith {
                from: "memref".into(),
                to: "result".into(),
                summary: "result type matches element type of 'memref'".into(),
                transform: element_type,
            }])
            .memory_effects(read_memref)
            .in_place_folder(checks::fold_cast_operands)
            .format(
                "$memref `[` $indices `]` oilist(`alignment` `(` $alignment `)` | `nontemporal` `(` $nontemporal `)` \
                 | `invariant` `(` $invariant `)`) attr-dict `:` type($memref)",
            )
            .verifier(checks::indexed_access),
    );
    ops.push(
        OpDef::new("memref.memory_space_cast")
            .operand("source", any_memref())
            .result("dest", any_memref())
            // (Element type and shape are checked with the cast's compatibility, first.)
            .traits([Trait::Pure])
            .interfaces([Interface::CastOpInterface])
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .result_names(checks::name_by_op)
            .verifier(checks::memory_space_cast)
            .folder(checks::fold_identity_cast),
    );
    ops.push(
        OpDef::new("memref.prefetch")
            .operand("memref", memref())
            .variadic_operand("indices", c::index())
            .attr("isWrite", c::bool_attr())
            .attr("localityHint", locality_attr())
            .attr("isDataCache", c::bool_attr())
            .memory_effects(write_first)
            .custom_syntax(syntax::parse_prefetch, syntax::print_prefetch)
            .in_place_folder(checks::fold_cast_operands)
            .verifier(checks::prefetch),
    );
    ops.push(
        OpDef::new("memref.rank")
            .operand("memref", any_memref())
            .result("", c::index())
            .traits([Trait::Pure])
            .format("$memref attr-dict `:` type($memref)")
            .folder(checks::fold_rank),
    );
    ops.push(
        OpDef::new("memref.realloc")
            .operand("source", memref_1d())
            .optional_operand("dynamicResultSize", c::index())
            .optional_attr("alignment", alignment_attr())
            .result("", memref_1d())
            .memory_effects(realloc_effects)
            .format("$source (`(` $dynamicResultSize^ `)`)? (`alignment` `=` $alignment^)? attr-dict `:` type($source) `to` type(results)")
            .verifier(checks::realloc),
    );
    ops.push(
        OpDef::new("memref.reinterpret_cast")
            .operand("source", any_memref())
            .variadic_operand("offsets", c::index())
            .variadic_operand("sizes", c::index())
            .variadic_operand("strides", c::index())
            .attr("static_offsets", c::dense_i64_array_attr())
            .attr("static_sizes", c::dense_i64_array_attr())
            .attr("static_strides", c::dense_i64_array_attr())
            .result("result", strided_memref())
            .traits([Trait::AttrSizedOperandSegments, Trait::Pure])
            .format(
                "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` \
                 custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` \
                 custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
            )
            .result_names(checks::name_by_op)
            .verifier(checks::reinterpret_cast),
    );
    ops.push(
        OpDef::new("memref.reshape")
            .operand("source", any_memref())
            .operand("shape", index_like_memref_1d())
            .result("result", any_memref())
            .traits([Trait::Pure])
            .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
            .result_names(checks::name_by_op)
            .verifier(checks::reshape),
    );
    ops.push(
        OpDef::new("memref.subview")
            .operand("source", memref())
            .variadic_operand("offsets", c::index())
            .variadic_operand("sizes", c::index())
            .variadic_operand("strides", c::index())
            .attr("static_offsets", c::dense_i64_array_attr())
            .attr("static_sizes", c::dense_i64_array_attr())
            .attr("static_strides", c::dense_i64_array_attr())
            .result("result", memref())
            .traits([Trait::AttrSizedOperandSegments, Trait::Pure])
            .format(
                "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) \
                 custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
            )
            .result_names(checks::name_by_op)
            .verifier(checks::subview),
    );
    ops.push(
        OpDef::new("memref.transpose")
            .operand("in", strided_memref())
            .attr("permutation", affine_map_attr())
            .result("", strided_memref())
            .traits([Trait::Pure])
            .custom_syntax(syntax::parse_transpose, syntax::print_transpose)
            .bare_attrs(&["permutation"])
            .result_names(checks::name_by_op)
            .verifier(checks::transpose),
    );
    ops.push(
        OpDef::new("memref.view")
            .operand("source", i8_memref_1d())
            .operand("byte_shift", c::index())
            .variadic_operand("sizes", c::index())
            .result("", memref())
            .traits([Trait::Pure])
            .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")
            .result_names(checks::name_by_op)
            .verifier(checks::view)
            .folder(checks::fold_view),
    );
    ops.push(
        OpDef::new("memref.store")
            .operand("value", c::any_type())
            .operand("memref", memref())
            .variadic_operand("indices", c::index())
            .default_optional_attr("nontemporal", c::bool_attr(), "false", |ctx| ctx.bool_attr(false))
            .optional_attr("alignment", alignment_attr())
            .traits([Trait::TypesMatchWith {
                from: "memref".into(),
                to: "value".into(),
                summary: "type of 'value' matches element type of 'memref'".into(),
                transform: element_type,
            }])
            .memory_effects(write_memref)
            .in_place_folder(checks::fold_cast_operands_but_value)
            .format(
                "$value `,` $memref `[` $indices `]` oilist(`alignment` `(` $alignment `)` | `nontemporal` `(` $nontemporal `)`) \
                 attr-dict `:` type($memref)",
            )
            .verifier(checks::indexed_access),
    );
    d.set_class_names(&renames);
    d
}

//! The `irdl` dialect: dialects described as IR (upstream's IRDL), and the loader that turns
//! such descriptions into dialects of the context at run time.
//!
//! - `mod.rs`: the IRDL ops themselves (in the op-definition model), its two types
//!   (`!irdl.attribute`, `!irdl.region`) and its variadicity attributes;
//! - `syntax.rs`: the custom directives of the IRDL ops' formats (named value lists, the
//!   single-block definition bodies, the attribute list);
//! - `checks.rs`: the IRDL ops' own verifiers (names, counts, symbol references);
//! - `solver.rs`: the constraints a definition's SSA values stand for, and the solver that
//!   checks attributes and types against them (one binding per value and verification);
//! - `load.rs`: [`load_dialects`], which registers the described types, attributes and ops
//!   (dynamic dialects: ops print generically, types and attributes as `!d.t<params>`).

mod checks;
mod load;
mod solver;
mod syntax;

pub use load::load_dialects;

use mlir_ir::asm::{AsmParser, PResult, Punct};
use mlir_ir::print::AsmWriter;
use mlir_ir::{AttrHooks, AttrKind, Attribute, Context, Type, TypeHooks, TypeKind};
use mlir_ods::constraint::{self as c, AttrConstraint, AttrSyntax, TypeConstraint};
use mlir_ods::enums::{BitEnumAttr, EnumDef};
use mlir_ods::{DialectDef, OpDef, Trait};
use std::sync::{Arc, OnceLock};

/// `!irdl.attribute`: a handle to an attribute (types as type attributes).
pub fn attribute_type(ctx: &Context) -> Type {
    ctx.dialect_type("irdl", "attribute", &[])
}

/// `!irdl.region`: a handle to a region constraint.
pub fn region_type(ctx: &Context) -> Type {
    ctx.dialect_type("irdl", "region", &[])
}

fn is_irdl_type(ctx: &Context, t: Type, name: &str) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, mnemonic, .. } if ctx.str(*dialect) == "irdl" && ctx.str(*mnemonic) == name)
}

/// The syntax of the parameterless IRDL types: nothing after the mnemonic.
struct PlainType(&'static str);

impl TypeHooks for PlainType {
    fn parse(&self, p: &mut dyn AsmParser) -> PResult<Type> {
        Ok(p.context().dialect_type("irdl", self.0, &[]))
    }
    fn print(&self, _w: &mut AsmWriter<'_>, _params: &[Attribute]) {}
}

fn attr_handle() -> TypeConstraint {
    TypeConstraint::new("IRDL_AttributeType", "IRDL handle to an mlir::Attribute", |ctx, t| is_irdl_type(ctx, t, "attribute"))
        .buildable(attribute_type)
}

fn region_handle() -> TypeConstraint {
    TypeConstraint::new("IRDL_RegionType", "IRDL handle to a region definition", |ctx, t| is_irdl_type(ctx, t, "region"))
        .buildable(region_type)
}

/// How many values an operand or result definition stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Variadicity {
    Single = 0,
    Optional = 1,
    Variadic = 2,
}

impl Variadicity {
    pub fn keyword(self) -> &'static str {
        match self {
            Variadicity::Single => "single",
            Variadicity::Optional => "optional",
            Variadicity::Variadic => "variadic",
        }
    }

}

/// `#irdl.variadicity<single>`: the enum attribute.
fn variadicity_attr() -> &'static Arc<BitEnumAttr> {
    static A: OnceLock<Arc<BitEnumAttr>> = OnceLock::new();
    A.get_or_init(|| {
        let def = EnumDef::int("Variadicity", "::mlir::irdl::Variadicity", 32, &[("single", 0), ("optional", 1), ("variadic", 2)])
            .summary("variadicity kind");
        Arc::new(BitEnumAttr {
            def: Arc::new(def),
            dialect: "irdl".into(),
            mnemonic: "variadicity".into(),
            ods_name: "VariadicityAttr".into(),
            bare: false,
            memo: mlir_ir::context::memo_space(),
        })
    })
}

/// `#irdl.variadicity<v>` for `v`.
pub fn variadicity(ctx: &Context, v: Variadicity) -> Attribute {
    variadicity_attr().get(ctx, v as u64)
}

/// The variadicity an `#irdl.variadicity<...>` attribute holds.
pub fn variadicity_of(ctx: &Context, a: Attribute) -> Option<Variadicity> {
    match mlir_ods::enums::bit_enum_value(ctx, a)? {
        0 => Some(Variadicity::Single),
        1 => Some(Variadicity::Optional),
        2 => Some(Variadicity::Variadic),
        _ => None,
    }
}

/// `#irdl<variadicity_array[<single>, <variadic>]>` for `vs`.
pub fn variadicity_array(ctx: &Context, vs: &[Variadicity]) -> Attribute {
    let elems: Vec<Attribute> = vs.iter().map(|v| variadicity(ctx, *v)).collect();
    ctx.dialect_attr("irdl", "variadicity_array", &elems)
}

/// The variadicities of an `#irdl<variadicity_array[...]>` attribute.
pub fn variadicities_of(ctx: &Context, a: Attribute) -> Option<Vec<Variadicity>> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { dialect, mnemonic, params } if ctx.str(*dialect) == "irdl" && ctx.str(*mnemonic) == "variadicity_array" => {
            params.iter().map(|p| variadicity_of(ctx, *p)).collect()
        }
        _ => None,
    }
}

/// The syntax of `variadicity_array`: `[` elements `]`, each element the enum attribute's
/// body (`<single>`), separated by `, `.
struct VariadicityArrayHooks;

impl AttrHooks for VariadicityArrayHooks {
    fn parse(&self, p: &mut dyn AsmParser, _ty: Option<Type>) -> PResult<Attribute> {
        p.parse_punct(Punct::LSquare)?;
        let mut vs = Vec::new();
        if !p.parse_optional_punct(Punct::RSquare) {
            loop {
                let a = variadicity_attr().parse(p, None)?;
                vs.push(variadicity_of(p.context(), a).unwrap_or(Variadicity::Single));
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RSquare)?;
        }
        Ok(variadicity_array(p.context(), &vs))
    }

    fn print(&self, w: &mut AsmWriter<'_>, params: &[Attribute]) {
        w.out.push('[');
        for (i, a) in params.iter().enumerate() {
            if i > 0 {
                w.out.push_str(", ");
            }
            let kw = variadicity_of(w.ctx, *a).map_or("single", Variadicity::keyword);
            w.out.push('<');
            w.out.push_str(kw);
            w.out.push('>');
        }
        w.out.push(']');
    }
}

fn str_array_attr() -> AttrConstraint {
    AttrConstraint::new("StrArrayAttr", "string array attribute", AttrSyntax::Full, |ctx, a| match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().all(|i| matches!(ctx.attr_kind(*i), AttrKind::String { ty: None, .. })),
        _ => false,
    })
    .class_checked()
}

fn variadicity_array_attr() -> AttrConstraint {
    AttrConstraint::new("VariadicityArrayAttr", "", AttrSyntax::Full, |ctx, a| variadicities_of(ctx, a).is_some())
}

/// Where a constraint op may sit.
fn constraint_parents() -> Trait {
    Trait::HasParent(vec!["irdl.type".into(), "irdl.attribute".into(), "irdl.operation".into()])
}

fn definition(name: &str, parent: bool) -> OpDef {
    let mut traits = vec![Trait::NoTerminator, Trait::NoRegionArguments, Trait::Symbol, Trait::IsolatedFromAbove];
    if parent {
        traits.insert(0, Trait::HasParent(vec!["irdl.dialect".into()]));
    }
    OpDef::new(name)
        .attr("sym_name", c::symbol_name_attr())
        .sized_region("body")
        .traits(traits)
        .format("$sym_name attr-dict-with-keyword custom<SingleBlockRegion>($body)")
}

pub fn dialect() -> DialectDef {
    syntax::register_directives();
    let mut d = DialectDef::new("irdl");
    d.types.push(("attribute".into(), Arc::new(PlainType("attribute"))));
    d.types.push(("region".into(), Arc::new(PlainType("region"))));
    d.add_enum_attr(variadicity_attr());
    d.attrs.push(("variadicity_array".into(), Arc::new(VariadicityArrayHooks)));

    d.ops.push(
        OpDef::new("irdl.dialect")
            .attr("sym_name", c::symbol_name_attr())
            .sized_region("body")
            .traits([Trait::IsolatedFromAbove, Trait::NoTerminator, Trait::Symbol, Trait::SymbolTable])
            .format("$sym_name attr-dict-with-keyword custom<SingleBlockRegion>($body)")
            .verifier(checks::dialect),
    );
    d.ops.push(definition("irdl.type", true).verifier(checks::type_def));
    d.ops.push(definition("irdl.attribute", true).verifier(checks::attribute_def));
    d.ops.push(
        OpDef::new("irdl.parameters")
            .variadic_operand("args", attr_handle())
            .attr("names", str_array_attr())
            .traits([Trait::HasParent(vec!["irdl.attribute".into(), "irdl.type".into()])])
            .format("`` custom<NamedValueList>($args, $names) attr-dict")
            .verifier(checks::parameters),
    );
    d.ops.push(definition("irdl.operation", true).verifier(checks::operation_def).region_verifier(checks::operation_regions));
    for (name, verify) in [("irdl.operands", checks::operands as mlir_ods::def::VerifyFn), ("irdl.results", checks::results)] {
        d.ops.push(
            OpDef::new(name)
                .variadic_operand("args", attr_handle())
                .attr("names", str_array_attr())
                .attr("variadicity", variadicity_array_attr())
                .traits([Trait::HasParent(vec!["irdl.operation".into()])])
                .format("`` custom<NamedValueListWithVariadicity>($args, $names, $variadicity) attr-dict")
                .verifier(verify),
        );
    }
    d.ops.push(
        OpDef::new("irdl.attributes")
            .variadic_operand("attributeValues", attr_handle())
            .attr("attributeValueNames", str_array_attr())
            .traits([Trait::HasParent(vec!["irdl.operation".into()])])
            .format("custom<AttributesOp>($attributeValues, $attributeValueNames) attr-dict")
            .verifier(checks::attributes),
    );
    d.ops.push(
        OpDef::new("irdl.region")
            .variadic_operand("entryBlockArgs", attr_handle())
            .optional_attr("numberOfBlocks", c::i32_attr())
            .optional_attr("constrainedArguments", c::unit_attr())
            .result("output", region_handle())
            .traits([Trait::HasParent(vec!["irdl.operation".into()])])
            .format("``(`(` $entryBlockArgs $constrainedArguments^ `)`)? ``(` ` `with` `size` $numberOfBlocks^)? attr-dict")
            .verifier(checks::region),
    );
    d.ops.push(
        OpDef::new("irdl.regions")
            .variadic_operand("args", region_handle())
            .attr("names", str_array_attr())
            .traits([Trait::HasParent(vec!["irdl.operation".into()])])
            .format("`` custom<NamedValueList>($args, $names) attr-dict")
            .verifier(checks::regions),
    );
    d.ops.push(
        OpDef::new("irdl.is")
            .attr("expected", c::any_attr())
            .result("output", attr_handle())
            .traits([constraint_parents(), Trait::Pure])
            .format("$expected ` ` attr-dict"),
    );
    d.ops.push(
        OpDef::new("irdl.base")
            .optional_attr("base_ref", c::symbol_ref_attr())
            .optional_attr("base_name", c::str_attr())
            .result("output", attr_handle())
            .traits([constraint_parents()])
            .format("($base_ref^)? ($base_name^)? ` ` attr-dict")
            .verifier(checks::base)
            .symbol_verifier(checks::base_symbols),
    );
    d.ops.push(
        OpDef::new("irdl.parametric")
            .attr("base_type", c::symbol_ref_attr())
            .variadic_operand("args", attr_handle())
            .result("output", attr_handle())
            .traits([constraint_parents(), Trait::Pure])
            .format("$base_type `<` $args `>` ` ` attr-dict")
            .symbol_verifier(checks::parametric_symbols),
    );
    d.ops.push(OpDef::new("irdl.any").result("output", attr_handle()).traits([constraint_parents()]).format("attr-dict"));
    for name in ["irdl.any_of", "irdl.all_of"] {
        d.ops.push(
            OpDef::new(name)
                .variadic_operand("args", attr_handle())
                .result("output", attr_handle())
                .traits([constraint_parents(), Trait::SameOperandsAndResultType])
                .format("`(` $args `)` ` ` attr-dict"),
        );
    }
    d.ops.push(
        OpDef::new("irdl.c_pred")
            .attr("pred", c::str_attr())
            .result("output", attr_handle())
            .format("$pred ` ` attr-dict"),
    );
    d
}


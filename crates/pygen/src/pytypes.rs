//! How the model's constraints read as Python annotations and as attribute-builder kinds.

use mlir_ods::constraint::{AttrConstraint, AttrSyntax, TypeConstraint};

/// The `mlir.ir` type class values of a constraint have, when it names one.
pub fn type_class(c: &TypeConstraint) -> Option<&'static str> {
    if let Some((class, _)) = c.class {
        return match class {
            "builtin.integer" => Some("IntegerType"),
            "builtin.index" => Some("IndexType"),
            "builtin.complex" => Some("ComplexType"),
            "builtin.function" => Some("FunctionType"),
            _ => None,
        };
    }
    match c.name.as_str() {
        "AnyFloat" => Some("FloatType"),
        "AnyRankedTensor" => Some("RankedTensorType"),
        _ => None,
    }
}

/// `_ods_ir.Value` or `_ods_ir.Value[_ods_ir.IndexType]` (likewise `OpResult`,
/// `OpOperandList`).
pub fn parameterized(base: &str, c: &TypeConstraint) -> String {
    match type_class(c) {
        Some(cls) => format!("_ods_ir.{base}[_ods_ir.{cls}]"),
        None => format!("_ods_ir.{base}"),
    }
}

/// What an attribute constraint looks like to Python code.
pub struct AttrPy {
    /// The kind its builder is registered under (`I64Attr`, `arith.Arith_FastMathAttr`).
    pub kind: String,
    /// The plain Python values a builder accepts (`int`, `str`, `_Any`).
    pub input: &'static str,
    /// The `mlir.ir` class of the attribute (`IntegerAttr`, `StringAttr`, `Attribute`).
    pub class: &'static str,
    pub unit: bool,
}

pub fn attr_py(c: &AttrConstraint) -> AttrPy {
    let kind = match &c.syntax {
        AttrSyntax::Dialect { dialect, .. } => format!("{dialect}.{}", c.name),
        _ => match c.name.split_once('<') {
            Some((base, _)) => base.to_string(),
            None => c.name.clone(),
        },
    };
    let (input, class) = match kind.as_str() {
        "StrAttr" | "SymbolNameAttr" => ("str", "StringAttr"),
        "FlatSymbolRefAttr" => ("str", "FlatSymbolRefAttr"),
        "SymbolRefAttr" => ("str", "SymbolRefAttr"),
        "TypeAttr" => ("_ods_ir.Type", "TypeAttr"),
        "TypeAttrOf" => ("_Any", "TypeAttr"),
        "ArrayAttr" => ("_Sequence[_ods_ir.Attribute]", "ArrayAttr"),
        "DictArrayAttr" | "DeviceMappingArrayAttr" | "TypeArrayAttr" => ("_Any", "ArrayAttr"),
        "DenseI32ArrayAttr" => ("_Sequence[int]", "DenseI32ArrayAttr"),
        "DenseI64ArrayAttr" => ("_Sequence[int]", "DenseI64ArrayAttr"),
        "AnyIntElementsAttr" => ("_Any", "DenseIntElementsAttr"),
        "I1Attr" | "BoolAttr" => ("bool", "BoolAttr"),
        "I8Attr" | "I16Attr" | "I32Attr" | "I64Attr" | "IndexAttr" => ("int", "IntegerAttr"),
        "F32Attr" | "F64Attr" => ("float", "FloatAttr"),
        "DictionaryAttr" => ("dict", "DictAttr"),
        _ => ("_Any", "Attribute"),
    };
    AttrPy { kind, input, class, unit: matches!(c.syntax, AttrSyntax::Unit) }
}

//! Python spellings of the model's names: identifiers that do not clash with Python keywords or
//! with the `OpView` API, and the snake_case names of functional helpers.

/// Python keywords and the builtins generated code must not shadow.
const PYTHON_RESERVED: &[&str] = &[
    "False",
    "None",
    "True",
    "and",
    "as",
    "assert",
    "async",
    "await",
    "break",
    "class",
    "continue",
    "def",
    "del",
    "elif",
    "else",
    "except",
    "finally",
    "for",
    "from",
    "global",
    "if",
    "import",
    "in",
    "is",
    "lambda",
    "nonlocal",
    "not",
    "or",
    "pass",
    "raise",
    "return",
    "try",
    "while",
    "with",
    "yield",
    "callable",
    "issubclass",
    "type",
];

/// Names the `OpView` API (or the generated builder's locals) already uses.
const OPVIEW_RESERVED: &[&str] = &[
    "attributes",
    "create",
    "context",
    "ip",
    "operands",
    "print",
    "get_asm",
    "loc",
    "verify",
    "regions",
    "results",
    "self",
    "operation",
    "DIALECT_NAMESPACE",
    "OPERATION_NAME",
];

fn reserved(s: &str) -> bool {
    PYTHON_RESERVED.contains(&s) || OPVIEW_RESERVED.contains(&s) || s.starts_with("_ods_") || s.ends_with("_ods")
}

/// A usable Python identifier for `name`: non-alphanumerics become `_`, a leading digit gets
/// a `_` prefix, and a reserved name gets a `_` suffix (`in` → `in_`, `results` → `results_`).
pub fn sanitize(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        return format!("_{s}");
    }
    if reserved(&s) {
        return format!("{s}_");
    }
    s
}

/// An enum case symbol usable in Python: a keyword gets a `_` suffix (`None` → `None_`).
pub fn sanitize_keyword(symbol: &str) -> String {
    if PYTHON_RESERVED.contains(&symbol) {
        format!("{symbol}_")
    } else {
        symbol.to_string()
    }
}

/// `camelCase` / `CamelCase` → `snake_case`, keeping runs of capitals together
/// (`destOperands` → `dest_operands`, `num_caseRegions` → `num_case_regions`,
/// `OPName` → `op_name`).
pub fn snake_case(s: &str) -> String {
    let b = s.as_bytes();
    let at = |i: usize, f: fn(&u8) -> bool| i < b.len() && f(&b[i]);
    let mut out = String::with_capacity(s.len() + 4);
    for i in 0..b.len() {
        out.push(b[i].to_ascii_lowercase() as char);
        if at(i, u8::is_ascii_uppercase) && at(i + 1, u8::is_ascii_uppercase) && at(i + 2, u8::is_ascii_lowercase) {
            out.push('_');
        }
        if (at(i, u8::is_ascii_lowercase) || at(i, u8::is_ascii_digit)) && at(i + 1, u8::is_ascii_uppercase) {
            out.push('_');
        }
    }
    out
}

/// The functional helper's name for op `dialect.mnemonic`: the mnemonic, sanitized
/// (`return` → `return_`, `bool.constant` → `bool_constant`).
pub fn helper_name(op_name: &str) -> String {
    let mnemonic = op_name.split_once('.').map_or(op_name, |(_, m)| m);
    sanitize(mnemonic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(sanitize("in"), "in_");
        assert_eq!(sanitize("results"), "results_");
        assert_eq!(sanitize("lhs"), "lhs");
        assert_eq!(sanitize("bool.constant"), "bool_constant");
        assert_eq!(snake_case("destOperands"), "dest_operands");
        assert_eq!(snake_case("num_caseRegions"), "num_case_regions");
        assert_eq!(snake_case("OPName"), "op_name");
        assert_eq!(snake_case("results_"), "results_");
        assert_eq!(snake_case("in_"), "in_");
        assert_eq!(helper_name("func.return"), "return_");
        assert_eq!(helper_name("complex.create"), "create_");
        assert_eq!(helper_name("scf.forall.in_parallel"), "forall_in_parallel");
    }
}

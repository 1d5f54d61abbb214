//! pending
// Temporary until the affine module lands.
pub fn write_map(out: &mut String, _m: &crate::affine::AffineMap) { out.push_str("?"); }
pub fn write_set(out: &mut String, _s: &crate::affine::IntegerSet) { out.push_str("?"); }
pub fn is_identity(m: &crate::affine::AffineMap) -> bool { m.num_symbols == 0 && m.results.len() == m.num_dims as usize && m.results.iter().enumerate().all(|(i, e)| *e == crate::affine::AffineExpr::Dim(i as u32)) }

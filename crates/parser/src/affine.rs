//! Pending: the affine parser.
use mlir_ir::affine::{AffineMap, IntegerSet};
pub struct AffineError { pub offset: usize, pub message: String }
pub fn parse_affine_map(_t: &str) -> Result<(AffineMap, usize), AffineError> { Err(AffineError { offset: 0, message: "affine maps are not supported yet".into() }) }
pub fn parse_integer_set(_t: &str) -> Result<(IntegerSet, usize), AffineError> { Err(AffineError { offset: 0, message: "integer sets are not supported yet".into() }) }

//! The builtin dialect's operations, which the core itself needs: `builtin.module` (the
//! implicit top level) and `builtin.unrealized_conversion_cast`.

use crate::context::Context;
use crate::dialect::{OpInfo, Traits};

pub const MODULE: &str = "builtin.module";
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";

pub(crate) fn register(ctx: &Context) {
    ctx.load_dialect("builtin");
    ctx.register_op(
        OpInfo::new(
        MODULE,
        Traits::ISOLATED_FROM_ABOVE
            | Traits::SYMBOL_TABLE
            | Traits::NO_TERMINATOR
            | Traits::SINGLE_BLOCK
            | Traits::GRAPH_REGIONS
            | Traits::AFFINE_SCOPE
            | Traits::ZERO_OPERANDS
            | Traits::ZERO_RESULTS
            | Traits::ONE_REGION
            | Traits::SYMBOL,
        )
        .with_inherent_attrs(&["sym_name", "sym_visibility"]),
    );
    ctx.register_op(OpInfo::new(UNREALIZED_CONVERSION_CAST, Traits::default()));
}

//! `strip-debuginfo`: every op and block argument gets the unknown location (upstream's
//! `StripDebugInfo`).

use mlir_ir::{Emitted, Ir, OpId};

pub struct StripDebugInfo;

impl crate::Pass for StripDebugInfo {
    fn argument(&self) -> &str {
        "strip-debuginfo"
    }

    fn name(&self) -> &str {
        "StripDebugInfoPass"
    }

    fn run(&mut self, ir: &mut Ir, root: OpId) -> Result<(), Emitted> {
        let unknown = ir.ctx.unknown_loc();
        for op in ir.collect_ops(root) {
            ir.set_loc(op, unknown);
            let blocks: Vec<_> = ir.regions(op).flat_map(|r| ir.region_blocks(r)).collect();
            for b in blocks {
                let args: Vec<_> = ir.arguments(b).collect();
                for a in args {
                    ir.set_argument_loc(a, unknown);
                }
            }
        }
        Ok(())
    }
}

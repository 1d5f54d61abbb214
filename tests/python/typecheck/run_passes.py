"""Runs a pass pipeline, with a pass written in Python, over a parsed module."""

from mlir.ir import Context, Module, Operation
from mlir.passmanager import ExternalPass, PassManager

SOURCE = """
func.func private @unused() { return }
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
"""


def count_ops(op: Operation, pass_: ExternalPass) -> None:
    if len(op.regions) != 1:
        pass_.signal_pass_failure()


with Context():
    module = Module.parse(SOURCE)
    pm = PassManager.parse("builtin.module(symbol-dce,func.func(cse))")
    pm.add(count_ops, argument="count-ops")
    pm.run(module.operation)
    print(module)

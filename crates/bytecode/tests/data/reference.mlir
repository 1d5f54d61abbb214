#early = loc("early.mlir":7:8)
func.func @f(%a: i32, %b: i32 loc("arg.mlir":2:3), %p: i1, %m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> i32 attributes {some.dict = {k = 1.5 : f16, s = "str", u, t = i8, arr = [1 : i3, -2 : si8, 255 : ui8]}} {
  %c = arith.addi %a, %b overflow<nsw> : i32 loc("add.mlir":4:5 to :9)
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
  %bools = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %f = arith.constant dense<2.5> : vector<2x[4]xf32>
  %s = "test.dense_strings"() {v = dense<["a", "bc"]> : tensor<2x!test.s>, w = sparse<[[0, 1]], [7]> : tensor<2x2xi32>} : () -> index
  %x = arith.constant 123456789012345678901234567890 : i128
  cf.cond_br %p, ^bb1(%c : i32), ^bb3 loc(fused<"meta">["x.mlir":1:1, "y"])
^bb1(%d: i32):
  %e = "test.op"(%d) <{p = [1 : i64, @sym::@nested]}> ({
  ^bb0(%i: index):
    "test.yield"(%i) : (index) -> ()
  }) {q = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 * 3)>, r = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>, ty = tuple<complex<f64>, none, tensor<*xbf16>, memref<*xi4, 1>, vector<3xf8E4M3FN>>} : (i32) -> i32 loc(callsite("callee" at "caller.mlir":7:8))
  return %e : i32 loc(#early)
^bb2:
  return %later : i32 loc("f.mlir":4)
^bb3:
  %later = arith.muli %a, %a : i32 loc("n"("b.mlir":1:2 to 3:4))
  %r = scf.for %i = %s to %s step %s iter_args(%acc = %later) -> (i32) {
    scf.yield %acc : i32
  }
  cf.br ^bb2
}

module @outer {
  "test.attrs"() {a.b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = -1 : i7, e = 0x7FF0000000000000 : f64, f = 1.0e+300 : f80, g = -2.5 : f128, h = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, i = dense<[[1.5, 2.5]]> : tensor<1x2xf16>, j = "\00\FFq" , k = dense<> : tensor<0xi32>, l = [], m = {}, n = @x, o = array<f64: 1.0, 2.0>, p = array<i64>, q = 7 : index, r = -7 : si16, s = 200 : ui8, t = true, u = false, v = dense<[1, -1]> : tensor<2xi64>, w = dense<-3> : tensor<4x4xi3>, x = dense<[true]> : tensor<1xi1>} : () -> ()
  module @inner {
    func.func private @decl(memref<*xf32, 3>, tensor<4xf32, "enc">, memref<2x?xi8, 5>, none, tuple<>, vector<[4]xi1>, () -> ())
  }
  "test.graph"() ({
    %0 = "test.use"(%1) : (i32) -> i32
    %1 = "test.use"(%0) : (i32) -> i32
  }, {
  ^bb0:
    "test.br"()[^bb2, ^bb1] : () -> ()
  ^bb1:
    "test.end"() : () -> ()
  ^bb2(%z: f32, %y: f32):
    "test.end"(%z) : (f32) -> ()
  }, {
  }) : () -> ()
  %a, %b:2 = "test.multi"() : () -> (i1, i2, i3)
  "test.nest"() ({
    "test.nest"() ({
      "test.use2"(%a, %b#1) : (i1, i3) -> ()
    }) : () -> ()
  }) : () -> ()
}

// Definitions of a small `geo` dialect, loaded by the tests of this folder with --irdl-file.
irdl.dialect @geo {
  // !geo.point<f32> or !geo.point<f64>
  irdl.type @point {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %elem = irdl.any_of(%f32, %f64)
    irdl.parameters(elem: %elem)
  }
  // !geo.origin, no parameters
  irdl.type @origin
  // #geo.tag<"text">
  irdl.attribute @tag {
    %s = irdl.base "#builtin.string"
    irdl.parameters(text: %s)
  }
  // Two coordinates of one float type make a point of that type.
  irdl.operation @make {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %elem = irdl.any_of(%f32, %f64)
    %point = irdl.parametric @geo::@point<%elem>
    irdl.operands(x: %elem, y: %elem)
    irdl.results(p: %point)
  }
  irdl.operation @concat {
    %any = irdl.any
    %int = irdl.base "!builtin.integer"
    irdl.operands(parts: variadic %any)
    irdl.results(count: %int)
  }
  irdl.operation @maybe {
    %i32 = irdl.is i32
    irdl.operands(first: %i32, rest: optional %i32)
  }
  irdl.operation @pair {
    %i32 = irdl.is i32
    %i64 = irdl.is i64
    irdl.operands(a: variadic %i32, b: optional %i64, c: %i32)
  }
  irdl.operation @labeled {
    %text = irdl.any
    %tag = irdl.parametric @geo::@tag<%text>
    irdl.attributes {"label" = %tag}
  }
  irdl.operation @scope {
    %index = irdl.is index
    %body = irdl.region(%index) with size 1
    %any = irdl.region
    irdl.regions(body: %body, extra: %any)
  }
}

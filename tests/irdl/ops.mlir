// RUN: mlir-opt %s | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s | mlir-opt | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The IRDL ops in their custom forms. Constraint ops end with the space their formats
// print before an empty attribute dictionary, as upstream's do.

// CHECK-LABEL: {{^}}  irdl.dialect @shapes {
irdl.dialect @shapes {
  // An empty body prints as nothing at all (after the space before it).
  // CHECK-NEXT: {{^}}    irdl.type @empty {{$}}
  irdl.type @empty {}
  // CHECK-NEXT: {{^}}    irdl.type @box {
  // CHECK-NEXT: {{^}}      %0 = irdl.is i32 {{$}}
  // CHECK-NEXT: {{^}}      %1 = irdl.base "!builtin.integer" {{$}}
  // CHECK-NEXT: {{^}}      %2 = irdl.any_of(%0, %1) {{$}}
  // CHECK-NEXT: {{^}}      %3 = irdl.all_of(%2, %1) {{$}}
  // CHECK-NEXT: {{^}}      %4 = irdl.any{{$}}
  // CHECK-NEXT: {{^}}      irdl.parameters(width: %3, height: %4){{$}}
  // CHECK-NEXT: {{^}}    }
  irdl.type @box {
    %0 = irdl.is i32
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.all_of(%2, %1)
    %4 = irdl.any
    irdl.parameters(width: %3, height: %4)
  }
  // CHECK-NEXT: {{^}}    irdl.attribute @color attributes {doc = "rgb"} {
  // CHECK-NEXT: {{^}}      %0 = irdl.is "red" {{$}}
  // CHECK-NEXT: {{^}}      %1 = irdl.c_pred "::llvm::isa<::mlir::StringAttr>($_self)" {{$}}
  // CHECK-NEXT: {{^}}      irdl.parameters(name: %0){{$}}
  // CHECK-NEXT: {{^}}    }
  irdl.attribute @color attributes {doc = "rgb"} {
    %0 = irdl.is "red"
    %1 = irdl.c_pred "::llvm::isa<::mlir::StringAttr>($_self)"
    irdl.parameters(name: %0)
  }
  // CHECK-NEXT: {{^}}    irdl.operation @stack {
  // CHECK-NEXT: {{^}}      %0 = irdl.is i32 {{$}}
  // CHECK-NEXT: {{^}}      %1 = irdl.base @shapes::@color {{$}}
  // CHECK-NEXT: {{^}}      %2 = irdl.parametric @shapes::@box<%0, %1> {{$}}
  // CHECK-NEXT: {{^}}      %3 = irdl.parametric @shapes::@empty<> {{$}}
  // `single` is the default and is never printed.
  // CHECK-NEXT: {{^}}      irdl.operands(first: %2, rest: variadic %2, last: optional %0, plain: %0){{$}}
  // CHECK-NEXT: {{^}}      irdl.results(){{$}}
  // CHECK-NEXT: {{^}}      irdl.attributes {"kind" = %1, "size" = %0}{{$}}
  // CHECK-NEXT: {{^}}      %4 = irdl.region{{$}}
  // CHECK-NEXT: {{^}}      %5 = irdl.region(){{$}}
  // CHECK-NEXT: {{^}}      %6 = irdl.region(%0, %3) with size 2{{$}}
  // CHECK-NEXT: {{^}}      %7 = irdl.region with size 1{{$}}
  // CHECK-NEXT: {{^}}      irdl.regions(any: %4, none: %5, two: %6, one: %7){{$}}
  // CHECK-NEXT: {{^}}    }
  irdl.operation @stack {
    %1 = irdl.is i32
    %2 = irdl.base @shapes::@color
    %0 = irdl.parametric @shapes::@box<%1, %2>
    %3 = irdl.parametric @shapes::@empty<>
    irdl.operands(first: single %0, rest: variadic %0, last: optional %1, plain: %1)
    irdl.results()
    irdl.attributes {"kind" = %2, "size" = %1}
    %4 = irdl.region
    %5 = irdl.region()
    %6 = irdl.region(%1, %3) with size 2
    %7 = irdl.region with size 1
    irdl.regions(any: %4, none: %5, two: %6, one: %7)
  }
  // No attributes: the custom directive prints nothing after its space.
  // CHECK-NEXT: {{^}}    irdl.operation @plain {
  // CHECK-NEXT: {{^}}      irdl.attributes {{$}}
  irdl.operation @plain {
    irdl.attributes
  }
}

// The generic form: properties hold the names and variadicities.
// GENERIC: "irdl.operands"(%2, %2, %0, %0) <{names = ["first", "rest", "last", "plain"], variadicity = #irdl<variadicity_array[<single>, <variadic>, <optional>, <single>]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
// GENERIC: "irdl.attributes"(%1, %0) <{attributeValueNames = ["kind", "size"]}> : (!irdl.attribute, !irdl.attribute) -> ()
// GENERIC: "irdl.region"(%0, %3) <{constrainedArguments, numberOfBlocks = 2 : i32}> : (!irdl.attribute, !irdl.attribute) -> !irdl.region

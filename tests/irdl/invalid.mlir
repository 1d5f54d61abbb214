// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The verifiers of the IRDL ops themselves.

// expected-error@+1 {{name of dialect should not contain uppercase letters}}
irdl.dialect @Geo {}

// -----

// expected-error@+1 {{'irdl.dialect' op invalid dialect name}}
irdl.dialect @"9geo" {}

// -----

irdl.dialect @geo {
  // expected-error@+1 {{name of type should not contain leading or double underscores}}
  irdl.type @_point
}

// -----

irdl.dialect @geo {
  // expected-error@+1 {{name of attribute must contain only lowercase letters, digits and underscores}}
  irdl.attribute @"tag-name"
}

// -----

irdl.dialect @geo {
  // expected-error@+1 {{name of operation is empty}}
  irdl.operation @""
}

// -----

irdl.dialect @geo {
  irdl.type @point {
    %0 = irdl.any
    // expected-error@+1 {{name of parameter #1 should not contain leading or double underscores}}
    irdl.parameters(x: %0, y__z: %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error@+1 {{'irdl.operands' op name of operand #2 is a duplicate of the name of operand #0}}
    irdl.operands(a: %0, b: %0, a: %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error@+1 {{'irdl.results' op the number of results and their variadicities must be the same, but got 1 and 2 respectively}}
    "irdl.results"(%0) <{names = ["a"], variadicity = #irdl<variadicity_array[<single>, <variadic>]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error@+1 {{'irdl.operands' op the number of operands and their names must be the same, but got 1 and 0 respectively}}
    "irdl.operands"(%0) <{names = [], variadicity = #irdl<variadicity_array[<single>]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error@+1 {{'irdl.attributes' op the number of attribute names and their constraints must be the same but got 2 and 1 respectively}}
    "irdl.attributes"(%0) <{attributeValueNames = ["a", "b"]}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @geo {
  // expected-error@+1 {{'irdl.operation' op contains a value named 'v' for both its operands and results}}
  irdl.operation @op {
    %0 = irdl.any
    irdl.operands(v: %0)
    irdl.results(v: %0)
  }
}

// -----

irdl.dialect @geo {
  // expected-error@+1 {{failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type irdl.operands}}
  irdl.operation @op {
    %0 = irdl.any
    irdl.operands(a: %0)
    irdl.operands(b: %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    // expected-error@+1 {{'irdl.region' op the number of blocks is expected to be >= 1 but got 0}}
    %r = irdl.region with size 0
    irdl.regions(r: %r)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    // expected-error@+1 {{'irdl.base' op the base type or attribute should be specified by either a name or a reference}}
    %0 = irdl.base
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    // expected-error@+1 {{'irdl.base' op the base type or attribute name should start with '!' or '#'}}
    %0 = irdl.base "builtin.integer"
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    // expected-error@+1 {{'irdl.base' op symbol '@geo::@missing' not found}}
    %0 = irdl.base @geo::@missing
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @other
  irdl.operation @op {
    // expected-error@+1 {{'irdl.parametric' op symbol '@geo::@other' does not refer to a type or attribute definition (refers to 'irdl.operation')}}
    %0 = irdl.parametric @geo::@other<>
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error@+1 {{custom op 'irdl.operands' expected valid keyword}}
    irdl.operands(%0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    %0 = irdl.any
    // expected-error@+1 {{expected ':'}}
    irdl.operands(a %0)
  }
}

// -----

irdl.dialect @geo {
  irdl.operation @op {
    // expected-error@+1 {{'irdl.type' op expects parent op 'irdl.dialect'}}
    irdl.type @t
  }
}

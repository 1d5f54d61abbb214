// `irdl.any` may not be an alternative of `irdl.any_of`.
irdl.dialect @bad {
  irdl.type @t {
    %0 = irdl.is f16
    %1 = irdl.any
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(p: %2)
  }
}

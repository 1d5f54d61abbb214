// Definitions are verified before they are loaded.
irdl.dialect @geo {
  irdl.type @Point
}

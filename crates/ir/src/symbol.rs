//! Symbol tables: placeholder filled in below.

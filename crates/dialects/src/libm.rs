//! The C library's math functions, for constant folding.
//!
//! Upstream folds `math.sin` and friends by calling the host's C math library (`sin` for f64,
//! `sinf` for f32); calling the same functions gives bit-identical folds on the same platform.
//! Rust's own `f64::asinh` & co. are computed differently, and `erf` is not in `std`, hence
//! these bindings. The library is the one `std` already links.

macro_rules! libm {
    ($($f64:ident $f32:ident),* $(,)?) => {
        mod ffi {
            extern "C" {
                $(pub fn $f64(x: f64) -> f64; pub fn $f32(x: f32) -> f32;)*
                pub fn atan2(y: f64, x: f64) -> f64;
                pub fn atan2f(y: f32, x: f32) -> f32;
                pub fn pow(x: f64, y: f64) -> f64;
                pub fn powf(x: f32, y: f32) -> f32;
            }
        }
        $(
            pub fn $f64(x: f64) -> f64 {
                // SAFETY: a pure C math function of one double, no pointers, no global state
                // beyond `errno` (which nothing here reads).
                unsafe { ffi::$f64(x) }
            }
            pub fn $f32(x: f32) -> f32 {
                // SAFETY: as above, for the single-precision variant.
                unsafe { ffi::$f32(x) }
            }
        )*
    };
}

libm!(
    sin sinf, cos cosf, tan tanf, tanh tanhf, exp expf, exp2 exp2f, expm1 expm1f, sinh sinhf,
    cosh coshf, asin asinf, acos acosf, asinh asinhf, acosh acoshf, atanh atanhf, atan atanf,
    erf erff, erfc erfcf, log logf, log2 log2f, log10 log10f, log1p log1pf, sqrt sqrtf,
);

// Rust's runtime defines its own `cbrt`/`cbrtf`, which the linker prefers to the C library's;
// glibc's are also exported as `cbrtf64`/`cbrtf32` (glibc 2.27+), which nothing shadows.
#[cfg(target_env = "gnu")]
mod cbrt_ffi {
    extern "C" {
        #[link_name = "cbrtf64"]
        pub fn cbrt(x: f64) -> f64;
        #[link_name = "cbrtf32"]
        pub fn cbrtf(x: f32) -> f32;
    }
}
#[cfg(not(target_env = "gnu"))]
mod cbrt_ffi {
    extern "C" {
        pub fn cbrt(x: f64) -> f64;
        pub fn cbrtf(x: f32) -> f32;
    }
}

pub fn cbrt(x: f64) -> f64 {
    // SAFETY: a pure C math function of one double.
    unsafe { cbrt_ffi::cbrt(x) }
}

pub fn cbrtf(x: f32) -> f32 {
    // SAFETY: as above.
    unsafe { cbrt_ffi::cbrtf(x) }
}

pub fn atan2(y: f64, x: f64) -> f64 {
    // SAFETY: a pure C math function of two doubles.
    unsafe { ffi::atan2(y, x) }
}

pub fn atan2f(y: f32, x: f32) -> f32 {
    // SAFETY: as above.
    unsafe { ffi::atan2f(y, x) }
}

pub fn pow(x: f64, y: f64) -> f64 {
    // SAFETY: a pure C math function of two doubles.
    unsafe { ffi::pow(x, y) }
}

pub fn powf(x: f32, y: f32) -> f32 {
    // SAFETY: as above.
    unsafe { ffi::powf(x, y) }
}

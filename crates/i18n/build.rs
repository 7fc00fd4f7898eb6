//! The words of every kind (`locales/<lang>/*.ftl`) compiled into `$OUT_DIR/words.rs` by
//! `i18n-build`, which also tells the kinds' build scripts how this build compiles
//! theirs (see its docs).

fn main() {
    i18n_build::core();
}

//! The tank kind's words (`locales/<lang>/*.ftl`) compiled for `WORDS` (see i18n-build).

fn main() {
    i18n_build::kind("tank");
}

//! Writes the words files a page may fetch into DIR: the core's and each kind's in the
//! languages but English, and each kind's English (the page split per kind fetches it
//! with the kind's module), each named as the page asks for it (`zh.<hash>.txt`,
//! `zh.routing.<hash>.txt`, `en.routing.<hash>.txt`, see `i18n::Words::file`):
//! `cargo run -p fde-grade --example words -- DIR` (scripts/build-site, into dist/words/).

use i18n::Lang;

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: words DIR");
        std::process::exit(2)
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("words: {dir}: {e}");
        std::process::exit(1)
    }
    grader::install();
    for words in i18n::catalogues() {
        // The core's English has no file (always compiled in).
        for lang in Lang::ALL.into_iter().filter(|l| !words.file(*l).is_empty()) {
            let text = words.compiled(lang).expect("the example is built with all-languages (i18n's default)");
            let path = std::path::Path::new(&dir).join(words.file(lang));
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("words: {}: {e}", path.display());
                std::process::exit(1)
            }
            println!("{} {}", path.display(), text.len());
        }
    }
}

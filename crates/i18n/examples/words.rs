//! Writes the words files of the languages a page does not carry (all but English) into
//! DIR, each named as the page asks for it (`zh.<hash>.txt`, see `Lang::words_file`):
//! `cargo run -p i18n --example words -- DIR` (scripts/build-site, into dist/words/).

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
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let words = lang.compiled().expect("the example is built with all-languages");
        let path = std::path::Path::new(&dir).join(lang.words_file());
        if let Err(e) = std::fs::write(&path, words) {
            eprintln!("words: {}: {e}", path.display());
            std::process::exit(1)
        }
        println!("{} {}", path.display(), words.len());
    }
}

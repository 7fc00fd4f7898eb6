//! Pages: the gallery and the case page.
pub mod case;
pub mod gallery;

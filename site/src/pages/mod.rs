//! Pages: the gallery, the case page, and a figure alone (embed).
pub mod case;
pub mod embed;
pub mod gallery;

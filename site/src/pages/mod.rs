//! Pages: the gallery, the case page (FDE-Bench's own cases: `fdebench`), and a figure
//! alone (embed).
pub mod case;
pub mod embed;
pub mod fdebench;
pub mod gallery;

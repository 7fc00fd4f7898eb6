## The hydro kind's line of `fde-grade --format table`.
cli-table-hydro = energy { $energy } / reference { $reference }  rules broken { $violations }

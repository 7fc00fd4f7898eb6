## The site's figures: titles, axes, legends, tooltips, captions, controls (issue 17).
## Keys: fig-<figure>-... (fig-canvas-... the routing maps' shared parts).
## Here the figures of every kind's page; a kind's own figures' words are in its crate
## (crates/kinds/<kind>/locales/, issue 43).

## Registry: titles (headings, iframe titles, export labels) and the notices.
fig-rule-ladder-title = The rule ladder: what each example breaks
fig-missing = Figure not found: there is no figure `{ $id }`.
fig-no-case = Figure `{ $id }`: which case? Add case=… to the URL.
fig-wrong-kind = The `{ $id }` figure is for { $kind } cases; this case is not one.

## Sections of the case page.
fig-charts-heading = Why each score is what it is
## Controls shared by the figures.
fig-submission = Submission
fig-your-file = Your file: { $file }
fig-score = Score

## roc: the ROC curve and the KS gap (scorecard).
fig-reference = reference

## rule-ladder: every example, best first, and what it breaks.
fig-rule-ladder-rejected-at = rejected at the { $stage } stage
fig-rule-ladder-balance = balance penalty { $penalty }
fig-rule-ladder-intrusions = { $n } hull { $n ->
        [one] intrusion
       *[other] intrusions
    }
fig-rule-ladder-crossings = { $n } { $n ->
        [one] crossing
       *[other] crossings
    }
fig-rule-ladder-cost = cost { $cost }
fig-rule-ladder-fails = fails: { $check }
fig-rule-ladder-auc-ks = AUC { $auc } · KS { $ks }
fig-rule-ladder-incident = incident: uplift { $uplift } capped at { $capped }
fig-rule-ladder-contact = contact cost { $cost }
fig-rule-ladder-below = below the { $line } pass line
fig-rule-ladder-pass-line = pass line: net uplift { $line }
fig-rule-ladder-breaks-nothing = breaks nothing
fig-rule-ladder-reference-title = { $title } (reference)
fig-rule-ladder-bar = { $title }: score { $score }; { $breaks }
fig-rule-ladder-bar-rejected = { $title }: score { $score }, rejected; { $breaks }
fig-rule-ladder-aria = The examples' scores, best first, with the rules each breaks
fig-rule-ladder-aria-uplift = The examples' net uplifts, best first, with the rules each breaks
fig-rule-ladder-grading = Grading the examples against the data in use…
fig-rule-ladder-unreadable = The case data could not be read, so the examples cannot be graded.
fig-rule-ladder-no-examples = This case has no example submissions.
fig-rule-ladder-nothing = nothing
fig-rule-ladder-net-uplift = Net uplift
fig-rule-ladder-example = Example
fig-rule-ladder-breaks = What it breaks
fig-rule-ladder-caption = Every example of the case graded by the core, best first: the checks it fails (codes, with counts) and the penalties that cost it points. The reference is highlighted; the submission shown is outlined. Your own file, once graded, is drawn among them in amber.
fig-rule-ladder-mine-between = Your file scores { $score }: between rung { $a } ({ $a_title }, { $a_score }) and rung { $b } ({ $b_title }, { $b_score }). What rung { $a } breaks, and what it does not, is in the table below.
fig-rule-ladder-mine-top = Your file scores { $score }: above every example (the best, { $b_title }, scores { $b_score }).
fig-rule-ladder-mine-bottom = Your file scores { $score }: below every example (the lowest, { $a_title }, scores { $a_score }). The table below says what each breaks.
fig-verdict = Verdict

## map (and the small map of a case): the routes of the submission shown.
fig-listed-first = only the first { $n } intrusions and the first { $n } crossings are listed and drawn; the counts and the score take in all of them

## rule ladder: the examples' steps (`expect.step`) in words.
fig-rule-ladder-step-rejected = rejected
fig-rule-ladder-step-reference = reference
fig-rule-ladder-step-the-reference = the reference
fig-rule-ladder-step-valid-poor = valid, poor
fig-rule-ladder-step-valid-not-optimised = valid, not optimised
fig-rule-ladder-step-missed-the-rules = missed the rules

## A live figure's tools (site/src/figures/live.rs), every plan kind's.
fig-live-undo = Undo
fig-live-reset = Back to the example
fig-live-download = Download { $file }

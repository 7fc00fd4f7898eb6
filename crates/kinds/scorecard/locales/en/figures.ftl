## The scorecard kind's figures (site/src/kinds/scorecard/): titles, axes, legends, tooltips,
## captions, controls.

## Registry: titles (headings, iframe titles, export labels) and the notices.
fig-roc-title = ROC curve and KS gap
## roc: the ROC curve and the KS gap (scorecard).
fig-roc-x-axis = False positive rate: share of repayers flagged
fig-roc-x-axis-short = False positive rate (repayers)
fig-roc-y-axis = True positive rate: share of defaulters flagged
fig-roc-y-axis-short = True positive rate (defaulters)
fig-roc-chance = chance: a model that guesses (AUC { $auc }, KS 0)
fig-roc-rejected = Rejected at the `{ $check }` check: no curve, score 0.
fig-roc-no-curve = No curve: the test set has no defaulters or no repayers.
fig-roc-aria-none = ROC curve: none. { $why }
fig-roc-reference-aria = the reference's curve: AUC { $auc }, KS { $ks }
fig-roc-mine-aria = Your file's ROC curve: AUC { $auc }, KS { $ks }
fig-roc-mine-note = Amber dashes: your file's curve (AUC { $auc }, KS { $ks }).
fig-roc-band = band prob_default { $threshold }: { $rows } { $rows ->
        [one] row
       *[other] rows
    }, { $defaults } { $defaults ->
        [one] default
       *[other] defaults
    }; flagging ≥ { $threshold } catches TPR { $tpr } with FPR { $fpr }
fig-roc-ks-gap = KS gap { $ks } at prob_default ≥ { $threshold }: TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = at ≥ { $threshold }
fig-roc-aria = ROC curve: AUC { $auc }, KS { $ks }, { $bands } { $bands ->
        [one] band
       *[other] bands
    }
fig-roc-area-aria = area under the curve: AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = the curve through { $n } band ends
fig-roc-band-ends = band ends
fig-roc-bands = Bands
fig-roc-pick = Pick a scorecard submission to see its curve.
fig-roc-reference-toggle = the reference's curve behind
fig-roc-caption = Customers sorted by predicted probability of default, riskiest first: each point flags everyone scored at least that much. The shaded area is the AUC; the KS is the widest vertical gap between the curve and the diagonal, read only at the end of a band of tied scores (dots).

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-more-flexible-not-better = more flexible, not better
fig-rule-ladder-step-banding-loss = banding loss

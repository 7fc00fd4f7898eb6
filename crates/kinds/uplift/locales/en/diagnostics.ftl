## The uplift kind's diagnostics: one message per code (`uplift/...` is `uplift-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## uplift
uplift-not-json = { $file } is not valid JSON: { $problem }
uplift-not-json-hint = Check the file at that line; it must be one JSON object, as the harness writes it.
uplift-harness-fails = { $problem }
uplift-harness-fails-hint = FDE-Gym's harness raises here and writes no result.json, so the site shows `error`.
uplift-not-finite = the result.json the harness writes would hold NaN or Infinity (at { $paths }), which the site cannot read: it shows `error`
uplift-not-finite-hint = A non-finite KPI or cost cannot be scored; fix the case's grader or its input and grade again.
uplift-zero-span = kpi_oracle equals kpi_baseline ({ $value }), so the harness sets uplift to 0 whatever the kpi
uplift-zero-span-hint = The case's anchors leave no room to improve; check kpi_baseline and kpi_oracle.
uplift-incidents-not-a-list = `incidents` is not a list: the harness still caps uplift at 0 when it is not empty/false, but the site shows no incident
uplift-incidents-not-a-list-hint = Write incidents as a list, e.g. ["refund sent twice"], or [] for none.
uplift-ledger-integrity = ledger: { $problem }; the harness adds this to `incidents`
uplift-recomputed-differs = { $file } says { $field } = { $theirs }, but recomputed from the kpi fields it is { $ours }; the recomputed value is reported
uplift-variants-not-given = the run is variant "{ $variant }" but no variants.json was given: the grader's kpi_baseline/kpi_oracle are used, which the harness replaces with the variant's when it has them
uplift-ask-log-ignored = a contact cost was given, so { $file } is not used for it
uplift-costs-unused = { $file } was given without an ask log, so there is nothing to price
uplift-contact-cost-differs = { $file } says the contact cost is { $recorded }, but { $log } adds up to { $ours }; the ask log's figure is used
uplift-ask-log-bad-line = line { $line } of { $file } is not JSON: { $problem }
uplift-ask-log-bad-line-hint = Each line must be one JSON object as the harness logs it. The harness would stop here; this line is left out.
uplift-not-a-number = `{ $field }` on line { $line } of { $file } is { $value }, not a number; it is ignored
uplift-unknown-person = line { $line } asks `{ $person }`, who is not in the case's people; its logged cost is used
uplift-unknown-person-hint = Check the person's id against the case's people list.
uplift-pilot-past-max-runs = line { $line } is a trial day past max_runs: the server neither charges nor logs one, so this line is not the server's
uplift-cannot-price = line { $line } cannot be priced ({ $why }); its logged cost is used
uplift-cost-mismatch = line { $line } ({ $kind } { $person }) has { $logged } logged, but the people file prices it at { $priced } ({ $why }); the harness sums the logged cost (the server view shows the other)
uplift-cost-mismatch-hint = The log and the case's people/clock/pilot costs disagree; check which one is current.
uplift-costs-not-json = { $file } is not valid JSON: { $problem }
uplift-costs-not-json-hint = Check the file at that line; it must be one JSON object, as the harness writes it.
uplift-missing-field = { $file } has no `people` list
uplift-missing-field-hint = List the people: "people": [{"{"}"id": "ops_lead", "cost": 0.02, ...{"}"}].
uplift-costs-bad-value = `{ $field }` in { $file } is { $value }, not { $expected }
uplift-costs-bad-value-hint = Fix the case's costs file; see the format in the uplift module docs.

## Other sentences of some codes (codes.rs, VARIANTS).
uplift-ask-log-bad-line-unknown-type = line { $line } of { $file } has the unknown type "{ $type }"; its logged cost is counted as it stands
uplift-ask-log-bad-line-hint-types = Known types: ask, reply, inbox, wait, pilot.
uplift-harness-fails-hint-line = FDE-Gym's harness stops grading at this line, so the site shows `error`. Each line must be one JSON object as the stakeholder server writes it, with `to`, `facts` (a list of text) and a numeric `cost`.
uplift-not-json-top = { $file } holds { $type }, not a JSON object
uplift-not-json-hint-object = The file must be one JSON object: {"{"} "kpi": ..., ... {"}"}.
## uplift/harness-fails: each way FDE-Gym's harness fails (codes.rs, VARIANTS), and the
## kinds of JSON value its sentences name (`{ $kind }`: grader::Diagnostic::message_in).
uplift-harness-fails-line-bom = line { $line } of { $file } cannot be read: the file starts with a UTF-8 byte-order mark, which Python's json.loads rejects
uplift-harness-fails-line-blank = line { $line } of { $file } cannot be read: it is blank
uplift-harness-fails-line-not-json = line { $line } of { $file } cannot be read: it is not JSON ({ $problem })
uplift-harness-fails-line-not-object = line { $line } of { $file } holds { $kind }, not a JSON object
uplift-harness-fails-no-facts = line { $line } of { $file } has no `facts`
uplift-harness-fails-facts-unhashable = `facts` on line { $line } of { $file } holds { $kind }, which Python cannot put in a set
uplift-harness-fails-facts-not-text = `facts` on line { $line } of { $file } holds { $kind }, not text (the harness sorts and reads facts as text)
uplift-harness-fails-facts-not-list = `facts` on line { $line } of { $file } is { $kind }, not a list
uplift-harness-fails-cost-too-large = `cost` on line { $line } of { $file } is an integer too large for a float
uplift-harness-fails-cost-not-number = `cost` on line { $line } of { $file } is { $kind }, not a number
uplift-harness-fails-no-to = line { $line } of { $file } has no `to`
uplift-harness-fails-to-not-id = `to` on line { $line } of { $file } is { $kind }, not a person's id
uplift-harness-fails-line-surrogate = line { $line } of { $file } holds a lone surrogate (\ud800-\udfff) in `facts` or `to`, which the harness cannot write into result.json
uplift-harness-fails-gates = `gates` in { $file } is { $kind }, not an object: the harness writes its isolation note into it and stops
uplift-harness-fails-incidents = `incidents` in { $file } is { $kind }, which Python cannot turn into a list to add the ledger's problems to
uplift-harness-fails-variant-not-number = the variant (variants.json) has `{ $field }` = { $kind }, not a number (Python's TypeError)
uplift-harness-fails-variant-subtract = the variant (variants.json) cannot subtract the anchors: { $error } (Python's OverflowError)
uplift-harness-fails-no-field = { $file } has no `{ $field }` (Python's KeyError)
uplift-harness-fails-not-number = { $file } has `{ $field }` = { $kind }, not a number (Python's TypeError)
uplift-harness-fails-subtract = { $file } cannot subtract the anchors: { $error } (Python's OverflowError)
uplift-harness-fails-kpi-minus = { $file } cannot compute kpi - kpi_baseline: { $error } (Python's OverflowError)
uplift-harness-fails-divide = { $file } cannot divide by the span: { $error } (Python's OverflowError)
uplift-harness-fails-result-surrogate = { $file } holds a lone surrogate (\ud800-\udfff), which the harness cannot write into result.json
uplift-harness-fails-ledger-entry-not-json = the ledger check cannot run: the ledger entry is not JSON ({ $problem })
uplift-harness-fails-ledger-no-key = the ledger check cannot run: the ledger entry has no `key`
uplift-harness-fails-ledger-key-not-hex = the ledger check cannot run: the ledger entry's `key` is not hex text
uplift-harness-fails-ledger-meta-not-json = the ledger check cannot run: meta.json is not JSON ({ $problem })
uplift-harness-fails-ledger-head-not-json = the ledger check cannot run: the ledger head is not JSON ({ $problem })
uplift-harness-fails-ledger-head-no-n = the ledger check cannot run: the ledger head has no `n`
uplift-harness-fails-ledger-head-no-mac = the ledger check cannot run: the ledger head has no `mac`
uplift-harness-fails-ledger-surrogate = the ledger check cannot run: line { $line } of the ask log holds a lone surrogate (\ud800-\udfff), which Python cannot encode to sign it
uplift-harness-fails-ledger-array = the ledger check cannot run: line { $line } of the ask log is a JSON array
uplift-harness-fails-meta-not-json = { $file } is not JSON ({ $problem }), so the harness cannot read the run
uplift-harness-fails-meta-not-object = { $file } holds { $kind }, not a JSON object, so the harness cannot read the run
uplift-harness-fails-meta-no-field = { $file } has no `{ $field }`, which the harness reads for a run without a ledger entry (Python's KeyError)
uplift-harness-fails-meta-not-name = `{ $field }` in { $file } is { $kind }, not a name
uplift-harness-fails-variants-not-json = { $file } is not valid JSON: { $problem }
uplift-harness-fails-no-variant = { $file } has no variant "{ $name }", so the harness stops (sys.exit)
uplift-harness-fails-variant-not-object = variant "{ $name }" in { $file } is { $kind }, not an object of parameters
uplift-harness-fails-hint-stops = FDE-Gym's harness stops here and writes no result.json, so the site shows `error`.

## The site's pages and components (site/src/app.rs, pages/, components/).

# A probe for the walker's tests (plural select, terms).
test-count = { $count } { $count ->
    [one] { -store }
   *[other] stores
}
-store = store

lang-picker-label = Language
app-skip = Skip to content
app-tagline = exact graders for FDE-style cases, in your browser
app-footer-before = Grading runs here, in WebAssembly, with the same core as the{" "}
app-footer-after = {" "}command line: same files, same JSON. Your files never leave this page.
gallery-title = Cases
gallery-lead = Pick a case: read what the customer asked, look at the data, uncover the rules a good engineer would have asked about, and grade your own submission, right here in the browser.
gallery-empty = No cases were built into this site (cases-public/ was empty).
gallery-examples = { $count } example { $count ->
    [one] submission
   *[other] submissions
}
case-unreadable = This case's case.json could not be read:
case-missing-title = No such case
case-missing-before = There is no case called
case-missing-after = in this site.
case-all = All cases
case-crumbs = Breadcrumb
case-grade-own = Grade your own
embed-no-case = There is no case called `{ $case }` on this site.
embed-unreadable = Case `{ $case }` could not be read.
verdict-valid = valid
verdict-rejected = rejected
verdict-accepted = accepted
verdict-incident = incident
verdict-error = error
examples-grading = Grading…
examples-problems = { $count } { $count ->
    [one] problem
   *[other] problems
}
examples-show = Show report
examples-title = Example submissions
examples-submission = Submission
examples-action = Action
col-file = File
col-score = Score
col-verdict = Verdict
files-title = The case's files
files-lead-before = Everything this page grades with, to work on the case on your own machine (and to grade with
files-lead-after = ): the data, the request, and the example submissions.
files-zip = Download the case ({ $file }, { $size })
request-title = The request
rules-rule = Rule { $n }: { $title }
rules-reveal = Reveal rule { $n }
rules-if-missed = If you miss it:
rules-title = The hidden rules
rules-lead = { $count } { $count ->
    [one] thing
   *[other] things
} the customer did not say but the grader checks. Try the case first, then reveal them one by one.
rules-hide-all = Hide all rules
rules-reveal-all = Reveal all rules
glance-own-data = Your data: { $file }
glance-public-data = Public data: { $file }
glance-stores = Stores
glance-total-weight = Total weight
glance-trucks = Trucks
glance-fleet-filled = Fleet filled
glance-depot = Depot
glance-code = code
glance-customers = Customers
glance-defaulted = Defaulted
glance-did-not = Did not
glance-default-rate = Default rate
glance-first-rows = The answer key's first rows
glance-train-rows = The training data's first rows ({ $file })
glance-test-rows = The test set's first rows ({ $file }): what you predict for
glance-practice = Practice mode: the answer key stays hidden until you grade a file of your own.
glance-reveal = Show the answer key
glance-no-map = Too many stores to draw in this page: the map and the figures below are left out for your data.
glance-off-limits = off limits
glance-over-limit = over the limit × { $factor }
glance-gone-after = gone after { $count } asks
glance-people = The people you can ask, and what a question costs
glance-person = person
glance-cost = cost
glance-soft-limit = soft limit
glance-patience = patience
glance-unreadable = The case data could not be read:
glance-title = The data at a glance
upload-too-big = { $file } is { $size }; the limit is { $limit } for { $what }. It was not read.
upload-result-too = Drop the result JSON too, not only the ask log.
upload-many = { $count } files dropped: graded { $file } only.
upload-with-log = Graded { $file } with the ask log { $log }.
upload-log-kept = Kept the ask log { $log }: now drop or pick the result JSON, and the two are graded together.
upload-no-log = Graded { $file } without its ask log { $log }: the contact cost is the result's own. If the run asked anyone, add { $log } and the score is graded again with it.
upload-unreadable = Could not read { $file }: { $error }
upload-drop = Drop your submission here, or choose it with the button below
upload-privacy = Graded in this page: your file is not uploaded anywhere.
share-copy = Copy link
share-privacy = The file goes inside the link (after the #), which browsers never send to a server.
share-copied = Link copied. Whoever opens it sees this report, graded in their own browser:
share-link-label = Link to this graded file
attempts-title = Your attempts
attempts-privacy = Every file you grade on this case is kept in this browser only (never sent anywhere), with its score.
attempts-none = None yet: grade a file above.
attempts-pick = Pick attempt { $n } to compare
attempts-show = Show
attempts-delete = Delete
attempts-chart = Your scores, oldest first
attempts-chart-reference = reference { $score }
attempts-when = When
attempts-compare = Compare the two picked
attempts-delete-all = Delete all
attempts-differs = What differs
attempts-same = The two reports are the same.
formula-title = How it is scored
formula-unreadable = The case data could not be read (see below).
formula-routing-valid = First the plan must be **valid**: only known store codes (the depot is not one), every store exactly once, no truck over { $capacity } kg, and exactly { $vehicles } routes (empty ones count). Otherwise the score is 0.
formula-routing-time = Each route's time: depot legs at { $trunk } km/h, store-to-store legs at { $local } km/h (great-circle distance), plus { $stop } s per stop.
formula-routing-cost = **Cost** = total time × { $time } + (longest route − shortest route) × { $balance } + stores inside another route's convex hull × { $intrusion } + crossings between routes × { $crossing }.
formula-routing-score = **Score** = reference cost ({ $reference }) ÷ your cost. Beating the reference gives more than 1; the score is rounded to 4 places.
formula-scorecard-checks = First the file must pass every check, in this order: it exists, it has the columns `customer_id` and `prob_default`, every value is a finite number between 0 and 1, no id is repeated, and every customer of the test set is there. Otherwise the score is 0.
formula-scorecard-auc = **AUC**: how often a defaulter is ranked above a non-defaulter (tied scores count half).
formula-scorecard-ks = **KS**: the largest gap between the share of defaulters and of non-defaulters caught above a cut; tied scores form one band, cut only at its edge.
formula-scorecard-score = **Score** = (½ AUC + ½ KS) ÷ the reference ({ $reference }), rounded to 6 places; no cap.
formula-uplift-uplift = **Uplift** = (KPI − baseline KPI) ÷ (oracle KPI − baseline KPI), rounded to 4 places: 0 for changing nothing, 1 for the reference solution.
formula-uplift-incident = Any incident caps the uplift at 0.
formula-uplift-cost = **Contact cost**: the cost of every line of the ask log (questions, waiting, pilot days), priced by the case's rules; past a person's soft limit a question costs 3 times as much.
formula-uplift-net = **Uplift, net** = uplift − contact cost. Accepted from 0.8; points are the net × 100, toward zero.
pred-truth-rows = Truth rows
pred-key = Key
pred-targets = { $count ->
    [one] Target
   *[other] Targets
}
pred-metric = Metric
pred-composite = composite
report-title = Report
report-grading = Grading
report-could-not = Could not grade
report-placeholder = Drop a file above, or show an example's report.
report-with = with
report-partial = Graded without { $missing }: this score is { $file } alone. Add { $missing } (drop or pick it) and the two are graded together.
report-graded-in = graded in
report-download = Download the JSON report
report-bytes-before = : the bytes{" "}
report-bytes-after = {" "}prints
report-json-before = JSON report (as{" "}
report-json-after = {" "}prints it)
report-valid = Valid
report-rejected-stage = Rejected at the { $stage } stage: score 0
report-rejected-check = Rejected: { $check }; score 0
check-words-empty = the file is empty
check-words-not-utf8 = the file is not UTF-8 text
check-words-utf16 = the file is UTF-16 text, not UTF-8
check-words-spreadsheet = the file is a spreadsheet workbook, not CSV text
check-words-missing-file = the file is missing
check-words-missing-column = a required column is missing
check-words-not-a-number = a value is missing or not a number
check-words-not-finite = a value is not finite
check-words-out-of-range = a value is out of range
check-words-not-allowed = a value is not one of those allowed
check-words-duplicate = a row or id appears twice
check-words-missing-row = a row of the answer key has no prediction
check-words-extra-row = a row is not in the answer key
check-words-unreadable = the file cannot be read as CSV text
check-words-fatal = the file breaks a rule of the case
report-error = Error: { $why }
report-rejected-ungraded = Rejected ({ $verdict }): the result could not be graded
report-your-reference = your reference value
report-case-reference = the case's reference value
report-earlier-in-use = your earlier value is still in use
report-case-value-used = the case's value is used instead
report-entry-before = Your entry
report-entry-after = was not accepted as a reference value, so { $instead }.
report-scored-against = Scored against { $whose }
report-balance-note = longest { $longest } − shortest { $shortest }
report-would = Were it valid, this plan would cost { $cost } (score { $score }).
report-routes = Routes
report-total-time = Total time (s)
report-balance = Balance penalty
report-intrusions = Hull intrusions
report-intrusions-note = stores inside another route's hull
report-crossings = Segment crossings
report-crossings-note = crossings between routes
report-spatial = Spatial penalty
report-spatial-note = intrusions + crossings, weighted
report-cost = Cost
report-reference-cost = Reference cost
report-the-routes = The { $count } routes
report-col-stops = stops
report-col-load = load kg
report-col-time = time
report-col-hull = hull vertices
report-auc-note = average ranks for ties
report-ks-note = max |TPR − FPR| at band edges
report-combined = Combined
report-reference-value = Reference value
report-reference-value-note = score = combined ÷ reference
report-rows-read = Rows read
report-extra-rows = { $count } extra rows ignored
report-test-set = Test set
report-test-set-note = { $positive } defaulted, { $negative } did not
report-bands = Score bands
report-bands-note = distinct scores
report-kpi-note = baseline { $baseline }, oracle { $oracle }
report-uplift = Uplift
report-uplift-note = (kpi − baseline) ÷ (oracle − baseline), rounded
report-uplift-bounded = Uplift, bounded
report-uplift-bounded-note = max(−1, uplift), before incidents
report-incidents = Incidents
report-incidents-note = any incident caps the uplift at 0
report-contact-cost = Contact cost
report-contact-lines = { $count } ask-log lines
report-uplift-net = Uplift, net
report-uplift-net-note = uplift − contact cost
report-points = Points
report-points-note = accepted from 0.8 net
report-if-repaired = If repaired
report-repriced = Re-priced
report-ask-log = Ask log
report-cost-time = the driving and stop time
report-cost-balance = the balance penalty (longest route { $longest } − shortest { $shortest })
report-cost-intrusions = hull intrusions ({ $count } stores inside another route's hull)
report-cost-crossings = segment crossings ({ $count } crossings between routes)
report-cost-largest = Valid is not free: of this plan's cost of { $cost }, the largest part is { $top }: { $part } ({ $pct }).
report-cost-next = {" "}Next comes { $next }: { $part } ({ $pct }).
report-cost-uplift = Valid is not free: the questions in the ask log cost { $cost } of the uplift ({ $count } lines).
own-why-positive = must be greater than 0
own-why-number = must be a positive number such as 281,497.46
own-earlier-used = your earlier value { $value } is still used
own-case-used = the case's reference { $value } is used
own-refused = The reference value { $why }, not `{ $entry }`: { $instead }.
own-reading = Reading your { $file } and grading the examples against it
own-with-reference = {" "}with reference { $value }
own-unreadable = Your case data could not be read:
own-your-file = your { $file }
own-public-file = the public { $file }
own-data-and-others = { $file } and { $count } other { $count ->
    [one] file
   *[other] files
}
own-data-case-files = { $count } case files
own-grading-against = Grading against { $what }
own-not-refused = {" "}(not `{ $entry }`, which was refused)
own-warnings =  ({ $count } { $count ->
    [one] warning
   *[other] warnings
} in the data)
own-title = Bring your own case data
own-lead-before = Holding the benchmark's real
own-lead-after = ? Load it here (it stays in this page) and set its reference value; every score on this page is then computed against it.
own-file = Case data file
own-reset = Back to the public data
formats-title = The file formats this page accepts, with examples
formats-example-before = Example (
formats-example-after = ):
pred-crash = The evaluator crashes ({ $crash }): no score
pred-raises = The evaluator raises on this file: score 0
pred-more = { $count } more
pred-metric-of = { $metric } of { $target }
pred-over-rows = over { $count } rows
pred-combined-note = the targets' values combined
pred-objective = Objective
pred-objective-note = the value compared with the reference
pred-unrounded = Score, unrounded
pred-fields = The evaluator's own fields
pred-validity = Validity
pred-failed = failed: { $check }
pred-all-passed = every check passed
pred-rows = Rows
pred-scored-of = { $scored } scored of { $truth } truth rows
pred-rounded-6 = rounded to 6 places
own-lead-multi = Holding the benchmark's real files? This case reads { $count } files, each named below: load them here (several at once, dropped or picked, matched by name; or each on its line), they stay in this page. Once every one is here, every score on this page is computed against them.
own-files = Case data files
own-file-missing = missing
own-all-here = Every file is here.
own-still-missing = Still missing: { $names }.
case-loading-files = Loading the case files…

# FDE-Bench's own cases (issue 45): the gallery's section and their pages.
gallery-fdebench-title = FDE-Bench's cases
gallery-fdebench-lead = FDE-Bench's own graded cases, each described by its manifest: the rules and the reference value, not the data, which comes with the benchmark's release archive. Open one, drop your copy of its files with your submission: graded in this browser, the same report as fde-grade's.
fdb-badge = FDE-Bench { $case }
fdb-lead = This page holds the case's rules, not its data: the files it reads come with FDE-Bench's release archive. Drop your copy of them with your submission; nothing leaves your browser.
fdb-files-title = Files this case reads
fdb-files-none = No data to bring: the case's constants are built in.
fdb-files-submission = Your submission, as the case's evaluator reads it:
fdb-need-data = No score yet: drop your copy of { $names } first (this site does not ship the case's data).
fdb-held = { $file } is kept: it is graded once every file of the case is here.
fdb-cli-title = The same on the command line
fdb-cli-lead = With this repository's `cases-fdebench/` and your copy of the case's files, `fde-grade` prints the same report:
fdb-formula-with-data = The score's terms depend on the case's data: drop its files below to see them with their numbers.

## The upload zone's format line, per kind (English: the kind's facts, `format-<kind>-submission`).
format-coil-submission = solution JSON ({"{"}"sequence": every coil's id once, in rolling order{"}"})
format-energy-submission = solution JSON ({"{"}"caes_seq": […], "battery_seq": […], "tp_seq": […]{"}"}: 8,760 hourly controls each)
format-hydro-submission = solution JSON ({"{"}"Q_out": five lists of daily outflows, m³/s{"}"})
format-prediction-submission = predictions CSV (the case's key and prediction columns)
format-racks-submission = plan CSV (server_id, rack_id, pos, allocation_status, batch: one row per server)
format-routing-submission = routes JSON ({"{"}"routes": [[…], …]{"}"}) or a CSV of stops or vehicles
format-scorecard-submission = predictions CSV (customer_id, prob_default)
format-slitting-submission = plan CSV, a row per cut (mother_id, mother_width, mother_cut_weight, sub1_width…sub5_width, sub1_long…sub5_long)
format-uplift-submission = uplift result JSON; drop its ask log (.jsonl) with it to price the questions

## While the worker grades something longer than a moment (site/src/components/working.rs).
working-progress = Grading in progress
working-seconds = { $s } s

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
kind-routing = routing
kind-scorecard = scorecard
kind-uplift = uplift
kind-prediction = prediction
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
upload-unreadable = Could not read { $file }: { $error }
upload-drop = Drop your submission here, or choose it with the button below
upload-privacy = Graded in this page: your file is not uploaded anywhere.

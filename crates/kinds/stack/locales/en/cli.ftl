## The stack kind's line of `fde-grade --format table`.
cli-table-stack = objective { $objective } / reference { $reference }  violations { $violations }

## `fde-grade coach stack`.
cli-coach-stack-about = Warehouse plans: the objective's three terms (mixed bays, then tons over capacity and tons moved, in tenths) and each forklift's tons against its daily cap, the fullest first
cli-coach-stack-head = { $file }: score { $score }  objective { $objective } = { $mixed } mixed bays + ({ $overweight } + { $moved } / 10000) / 10000
cli-coach-stack-forklift = forklift { $forklift } moved { $used } t of its { $cap } t cap ({ $share }%)

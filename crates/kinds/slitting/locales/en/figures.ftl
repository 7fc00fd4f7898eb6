## The slitting kind's pages: its files' names.

what-slitting-data = a mother-coil stock
what-slitting-submission = a slitting plan

## The racks kind's figures and pages: its files' words.

what-racks-data = a server list
what-racks-submission = a rack plan

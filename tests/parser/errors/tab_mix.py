if x:
	if y:
        a

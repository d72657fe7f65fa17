[x for x in y := z]

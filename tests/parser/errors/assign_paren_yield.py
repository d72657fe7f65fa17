x = (yield) = 1

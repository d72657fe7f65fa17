a, **b = c

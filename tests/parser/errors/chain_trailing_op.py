a = b = c +

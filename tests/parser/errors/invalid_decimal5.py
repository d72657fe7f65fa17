x = 5.__class__

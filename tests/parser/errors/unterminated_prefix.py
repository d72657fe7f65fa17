x = rb'abc

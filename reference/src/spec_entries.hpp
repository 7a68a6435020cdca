// Every spec's entries, which the front doors (resolve.cpp, print.cpp,
// explain.cpp) reach by the type of a fragment or result: each spec's
// <spec>/entry.hpp. The one file of reference/ outside the specs' folders
// that lists them (docs/architecture.md, "Adding a specification").
#pragma once

#include "rfc5147/entry.hpp"
#include "rfc7111/entry.hpp"
#include "wilde/entry.hpp"

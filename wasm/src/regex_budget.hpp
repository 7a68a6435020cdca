// The CPU-time budget of match() inside the module (regex_in_process.cpp).
// musl's regexec cannot be interrupted, so the module cannot stop a search
// itself: a search that ends over its budget is answered resource-limit, as
// the native sandbox would have answered it, and one that would not end is
// the JavaScript side's to stop, by ending the Worker it runs in
// (npm/index.mjs, resolveBounded). That side then asks again with the time
// marked spent, and gets the answer the native sandbox gives when the limit
// is reached, from the same resolver code.
#pragma once

namespace fragid::wasm {

// While set, every search answers that the time limit was reached.
void set_regex_time_spent(bool spent);

}  // namespace fragid::wasm

// The error of a choice the user made that fragid refuses (an unknown --type,
// an option out of range): the `fragid` program reports it and exits with 2,
// the JavaScript API rejects with it. Apart from the program so that both can
// throw it and tell it from a bug (cli/guarded.hpp, wasm/src/exported_call.cpp).
#pragma once

#include <stdexcept>

namespace fragid::choice {

// The message is for the user as it stands.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace fragid::choice

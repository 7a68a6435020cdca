// What the reference adapter's producers share (each spec's entry declares
// its producer, reference_producers::produced, for its fragment type).
#pragma once

#include <string>

#include "fragid/conformance/adapter.hpp"
#include "fragid/reference/make.hpp"

namespace fragid::conformance::reference_producers {

// Each fragment is made by `fragid make`'s library (make.hpp), which checks
// that the entity has what it points at and that the fragment identifies it
// before handing it out; a refusal would be a bug of the reference's, said so.
inline Failure make_refused(const MakeError& error, const std::string& what) {
    return Failure{Failure::How::errored, "make: the entity has " + error.has + "; " + what + " asks for " + error.asked};
}

}  // namespace fragid::conformance::reference_producers

// libFuzzer: the draft-wilde-text-fragment-01 grammar (grammar/wilde.hpp) on any input.
#include "fragid/grammar/fragment.hpp"
#include "grammar_round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fragid::fuzz::check_round_trip<fragid::WildeFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                          fragid::parse_fragment_as<fragid::WildeFragment>);
    return 0;
}

// `fragid resolve 'file:///var/log/x.txt#line=1,2'` with no FILE: the entity
// is the local file the URI names. Only a file: URI on this host names one
// (RFC 8089); any other fragment or URI needs a FILE.
#pragma once

#include <string>
#include <string_view>

namespace fragid::cli {

// The local path named by `typed`, a file: URI with or without a fragment,
// percent-decoded: file:///p, file://localhost/p and file:/p (RFC 8089 s.2,
// file-hier-part; the scheme and "localhost" in any case, RFC 3986 s.3.1,
// s.3.2.2). Throws UsageError, saying that a FILE is needed, for a bare
// fragment, another scheme, a host other than localhost, a query or a bad
// percent-encoding.
std::string local_path_of_file_uri(std::string_view typed);

}  // namespace fragid::cli

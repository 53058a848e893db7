import SwiftUI

enum Category: String {
  case produce
  case bakery
  case dairy
}
